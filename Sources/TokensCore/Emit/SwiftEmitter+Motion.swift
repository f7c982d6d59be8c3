/// A transition's form under Reduce Motion, from the token file:
/// `"$extensions": {"tokens": {"reducedMotion": …}}` is `"none"` (no animation), `"crossfade"` (the
/// default: a crossfade of at most the transition's duration), `{"crossfade": "120ms"}` (a
/// crossfade of that length) or `{"duration": "100ms"}` (the same curve, shorter).
extension SwiftEmitter {
    /// The `reducedMotion:` argument for `token`, nil for the default; or what is wrong with it.
    static func reducedMotion(of token: ResolvedToken) -> Result<SwiftExpression?, ReducedMotionProblem> {
        guard case .object(let members)? = token.extensions,
            case .object(let ours)? = members.first(where: { $0.0 == "tokens" })?.1,
            let value = ours.first(where: { $0.0 == "reducedMotion" })?.1
        else { return .success(nil) }
        switch value {
        case .string("none"): return .success(.text(".none"))
        case .string("crossfade"): return .success(nil)
        case .object(let form) where form.count == 1:
            guard let seconds = seconds(form[0].1) else { break }
            switch form[0].0 {
            case "crossfade": return .success(.text(".crossfade(\(number(seconds)))"))
            case "duration": return .success(.text(".shorter(\(number(seconds)))"))
            default: break
            }
        default: break
        }
        return .failure(
            ReducedMotionProblem(
                message:
                    "'\(token.path)' has $extensions.tokens.reducedMotion \(value.rendered(pretty: false)), which is not \"none\", \"crossfade\", {\"crossfade\": \"120ms\"} or {\"duration\": \"100ms\"}; under Reduce Motion it crossfades."
            ))
    }

    /// Why a reduced form was not read (the default crossfade stands).
    struct ReducedMotionProblem: Error, Sendable { let message: String }

    /// Seconds from `"120ms"`, `"0.12s"` or `{"value": 120, "unit": "ms"}`; nil for anything else.
    static func seconds(_ json: JSONOutput) -> Double? {
        let amount: Double
        let unit: String
        switch json {
        case .string(let text):
            let isMilliseconds = text.hasSuffix("ms")
            guard isMilliseconds || text.hasSuffix("s"), let number = Double(text.dropLast(isMilliseconds ? 2 : 1))
            else { return nil }
            (amount, unit) = (number, isMilliseconds ? "ms" : "s")
        case .object(let members):
            guard case .number(let number)? = members.first(where: { $0.0 == "value" })?.1,
                case .string(let text)? = members.first(where: { $0.0 == "unit" })?.1
            else { return nil }
            (amount, unit) = (number, text)
        default: return nil
        }
        guard amount.isFinite, amount >= 0, unit == "ms" || unit == "s" else { return nil }
        return unit == "ms" ? amount / 1000 : amount
    }
}
