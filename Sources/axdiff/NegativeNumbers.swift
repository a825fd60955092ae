/// A negative number after a long option (`--timeout -1`) is that option's value, written
/// `--timeout=-1` before parsing: ArgumentParser would read `-1` as a short option and say the
/// value is missing, where the command's own check says what is wrong with the value.
enum NegativeNumbers {
    /// `arguments` with each `--option -N` joined into `--option=-N`, up to a `--`.
    static func attach(_ arguments: [String]) -> [String] {
        guard arguments.contains(where: isNegativeNumber) else { return arguments }
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), argument.count > 2, !argument.contains("="),
               index + 1 < arguments.count, isNegativeNumber(arguments[index + 1]) {
                result.append(argument + "=" + arguments[index + 1])
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// `-1`, `-0.5`, `-.5`, `-1e3`: what `Double` reads, after a minus sign.
    static func isNegativeNumber(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1, let next = argument.dropFirst().first,
              next.isNumber || next == "." else { return false }
        return Double(argument) != nil
    }
}
