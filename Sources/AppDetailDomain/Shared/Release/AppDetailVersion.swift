/// The version of appdetail this code is: the newest release in `CHANGELOG.md`.
///
/// The command line prints it for `--version` and the store clients send it in their
/// `User-Agent`. Between releases it still names the last release; `CHANGELOG.md`'s
/// *Unreleased* section lists what the code has gained since. CI checks that this value, the
/// changelog's newest release and the API baseline (`API/last-release`) agree.
public enum AppDetailVersion {
    /// The version, in semantic-versioning form (`major.minor.patch`).
    public static let current = "0.1.0"
}
