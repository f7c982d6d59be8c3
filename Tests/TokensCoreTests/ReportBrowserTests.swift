import Foundation
import Testing

@testable import TokensCore

/// The report in a real browser: headless Chromium through selenium, and axe-core
/// (Tests/Report/check_report.py). `.ci/run` installs chromium, chromium-driver, selenium,
/// axe-core-python and pillow, and there (CI set) the test requires them; on a developer's machine
/// without them it is skipped with the line that installs them.
@Suite(.serialized) struct ReportBrowserTests {
    let runner = ResolveCommandTests()

    /// True when the browser and the Python packages are there.
    static let hasTools: Bool = {
        let check =
            "import selenium, axe_core_python, PIL; import shutil, sys; sys.exit(0 if shutil.which('chromium') and shutil.which('chromedriver') else 1)"
        return (try? BuildTestSupport.run(["python3", "-c", check]).status == 0) ?? false  // no python3: no tools
    }()
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    @Test(
        .enabled(
            if: hasTools || isCI,
            "The browser test of the report is skipped: install Chromium and chromedriver (apt-get install chromium chromium-driver, or brew install --cask chromium chromedriver) and pip install selenium axe-core-python pillow to run it."
        ))
    func defaultBrandReport_swatchesPairsAxeXSSAndScreenshot() throws {
        try #require(
            Self.hasTools,
            "The report test needs Chromium and Python packages: apt-get install chromium chromium-driver; pip install selenium axe-core-python pillow"
        )
        let folder = try BuildTestSupport.temporaryFolder("report")
        let brand = BuildTestSupport.brandTokens
        let today = ["--today", BuildTestSupport.today]
        #expect(try runner.run(["report", "--tokens", brand, "--output", folder + "/index.html"] + today).status == 0)
        #expect(
            try runner.run(
                ["report", "--tokens", TestSupport.fixture("report/xss"), "--output", folder + "/xss.html"] + today
            ).status == 0)
        let resolved = try runner.run(["resolve", "--tokens", brand, "--format", "json"])
        try Data(resolved.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/resolved.json"))
        let audit = try runner.run(
            ["audit", "--tokens", brand, "--format", "json", "--output", folder + "/audit.json"] + today)
        #expect(audit.status == 0)
        let check = try BuildTestSupport.run([
            "python3", TestSupport.packageRoot + "/Tests/Report/check_report.py",
            folder + "/index.html", folder + "/resolved.json", folder + "/audit.json",
            folder + "/xss.html", folder + "/screenshot.png",
        ])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains(", 0 failed"))
        let screenshot = try #require(FileManager.default.contents(atPath: folder + "/screenshot.png"))
        #expect(screenshot.count > 100_000)
    }

    @Test func reportText_isEscapedAndDeterministic() throws {
        let xss = TestSupport.fixture("report/xss")
        let options = BuildOptions(
            tokens: xss, audit: .report, today: BuildTestSupport.today, emitters: [HTMLReportEmitter()])
        let run = { BuildTestSupport.run(options).outcome.summary }
        let page = try #require(run()?.files.first)
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains("&lt;script&gt;window.__xss = 1&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=&quot;window.__xss = 2&quot;&gt;"))
        #expect(html.contains("&amp;lt; stays &amp;lt;"))
        #expect(!html.contains("<img"))
        #expect(html.components(separatedBy: "<script>").count == 2)
        #expect(try #require(run()?.files.first) == page)
        #expect(!html.contains("http://") && !html.contains("https://"))
    }
}
