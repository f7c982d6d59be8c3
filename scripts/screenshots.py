"""Makes the screenshots in docs/: the default brand's swatch page (the first screen, the contrast
grid in the page's dark theme, the components in context, and the colours on a 390 px phone) and
a tokens diff markdown comment as GitHub renders it (cmark-gfm).

Usage: python3 scripts/screenshots.py TOKENS_BINARY
Needs what `make test` installs (Chromium, chromedriver, selenium, cmarkgfm) and git.
"""
import os, shutil, subprocess, sys, tempfile
import cmarkgfm
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

tokens = os.path.abspath(sys.argv[1])
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp(prefix="tokens-screenshots-")


def browser(height):
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size=1280,{height}"):
        options.add_argument(flag)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


report = os.path.join(work, "index.html")
subprocess.run([tokens, "report", "--tokens", os.path.join(root, "tokens"), "--output", report, "--today", "2026-11-22"], check=True)
driver = browser(1100)
driver.get("file://" + report)
driver.save_screenshot(os.path.join(root, "docs", "report.png"))
driver.execute_script("document.getElementById('components').scrollIntoView()")
driver.save_screenshot(os.path.join(root, "docs", "report-components.png"))
driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
driver.execute_script("document.getElementById('grid').scrollIntoView()")
driver.save_screenshot(os.path.join(root, "docs", "report-dark.png"))
driver.execute_script("document.documentElement.removeAttribute('data-theme')")
driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": False})
driver.execute_script("document.getElementById('colors').scrollIntoView()")
driver.save_screenshot(os.path.join(root, "docs", "report-phone.png"))
driver.quit()

# The diff fixture's last commit (a colour lightened to fail), as a pull-request comment.
repo = os.path.join(work, "repo")
os.makedirs(repo)
git = lambda *args: subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True)
git("init", "-q")
git("config", "user.email", "tokens@example.com")
git("config", "user.name", "tokens")
commits = os.path.join(root, "Tests", "TokensCoreTests", "Fixtures", "diff", "commits")
for name in sorted(os.listdir(commits)):
    shutil.rmtree(os.path.join(repo, "tokens"), ignore_errors=True)
    shutil.copytree(os.path.join(commits, name), os.path.join(repo, "tokens"), copy_function=shutil.copy)  # new mtimes: git sees the change
    git("add", "-A")
    git("commit", "-q", "-m", name)
markdown = subprocess.run(
    [tokens, "diff", "HEAD~3", "HEAD", "--tokens", os.path.join(repo, "tokens"), "--format", "markdown", "--today", "2026-11-24"],
    capture_output=True, text=True).stdout
style = ("body { font: 14px/1.5 -apple-system, 'Segoe UI', system-ui, sans-serif; color: #1f2328; max-width: 880px; margin: 16px auto; "
         "border: 1px solid #d1d9e0; border-radius: 6px; padding: 16px 24px; } table { border-collapse: collapse; } "
         "th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } code { background: #eff1f3; border-radius: 6px; padding: 0.2em 0.4em; font-size: 85%; }")
page = os.path.join(work, "comment.html")
open(page, "w").write(f"<!doctype html><meta charset='utf-8'><style>{style}</style>" + cmarkgfm.github_flavored_markdown_to_html(markdown, options=cmarkgfm.cmark.Options.CMARK_OPT_UNSAFE))
driver = browser(1000)
driver.get("file://" + page)
driver.save_screenshot(os.path.join(root, "docs", "diff-comment.png"))
driver.quit()
shutil.rmtree(work)
print("docs/report.png, docs/report-components.png, docs/report-dark.png, docs/report-phone.png, docs/diff-comment.png")
