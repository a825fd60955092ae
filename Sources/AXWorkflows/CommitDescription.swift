import AXGit
import AXReport

extension CommitReference {
    /// A report's view of a commit: full id, subject, author, ISO 8601 date in its own zone.
    init(_ commit: CommitInfo) {
        self.init(id: commit.id.hex, subject: commit.subject, author: commit.authorName, date: ISODate.format(commit.authorDate))
    }
}

/// ISO 8601 dates from git times, without Foundation's calendars: `2026-11-22T09:30:00+01:00`.
enum ISODate {
    static func format(_ time: GitTime) -> String {
        let local = time.secondsSinceEpoch + Int64(time.offsetMinutes) * 60
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let seconds = Int(local - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        let offset = abs(time.offsetMinutes)
        let sign = time.offsetMinutes < 0 ? "-" : "+"
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(seconds / 3600)):\(pad(seconds / 60 % 60)):\(pad(seconds % 60))\(sign)\(pad(offset / 60)):\(pad(offset % 60))"
    }

    /// Howard Hinnant's days-from-civil inverse: proleptic Gregorian date of a day number.
    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
