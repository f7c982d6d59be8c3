/// The version `tokens --version` prints. `VERSION` and the newest release in CHANGELOG.md say the
/// same (a test checks), and a release is tagged with it.
enum TokensVersion {
    static let current = "0.1.0"
}
