/// The one crontab line the tool documents — in `track --help`, the manual, the README and the
/// article, and said by `scripts/install.sh` — that works as printed once the tool is installed
/// in `~/.local/bin` (cron's `PATH` is `/usr/bin:/bin`, and cron mails whatever a job prints:
/// `--quiet` prints only when a condition was met or an app could not be observed).
enum CronLine {
    /// The line, as pasted into `crontab -e`.
    /// Under 79 characters, so that `--help` (which wraps at 80) prints it whole; more
    /// conditions go after `new-version`, comma-separated.
    static let text = "17 7 * * * $HOME/.local/bin/appdetail track run --quiet --fail-on new-version"
}
