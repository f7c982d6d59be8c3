import Foundation

/// Seconds in a duration, for the table.
func seconds(_ duration: Swift.Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Every regular file under `folder` with its modification time, to prove a build wrote nothing.
func modificationTimes(under folder: String) -> [String: Date] {
    var times: [String: Date] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return times }
    while let path = walker.nextObject() as? String {
        let file = folder + "/" + path
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)  // gone mid-walk: no time
        if attributes?[.type] as? FileAttributeType == .typeRegular {
            times[path] = attributes?[.modificationDate] as? Date
        }
    }
    return times
}
