import CTokensSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// A rebuild: each file compared with what is there; on the first change a staging folder is
    /// made beside the output, the changed files are written into it, everything else of the old
    /// tree is linked in (but stale generated files and the build stamp), the manifest last, and
    /// the staging folder is swapped with the output folder.
    struct StagedWrite {
        let plan: Plan
        let real: String
        let tree: OutputTree
        let produced: Set<String>
        let stale: Set<String>

        func run() throws -> Report {
            var report = Report()
            var changed = Set<String>()
            var staging: String?
            var folders: StagingFolders?
            defer { if let staging { OutputGuard.removeTree(staging) } }
            try withContents(of: plan.files) { file, contents in
                if tree.entries[file.path] == .file, FileIO.contentsNoFollow(of: real + "/" + file.path) == contents {
                    report.unchanged.append(file.path)
                    return
                }
                if staging == nil {
                    let path = (real as NSString).deletingLastPathComponent + "/" + OutputGuard.stagingName(for: real)
                    OutputGuard.removeTree(path)
                    guard mkdir(path, 0o755) == 0 else {
                        throw FileIO.error("cannot create the staging folder \(path)")
                    }
                    staging = path
                    folders = StagingFolders(root: path)
                }
                try folders?.make((file.path as NSString).deletingLastPathComponent)
                try FileIO.writeNew(contents, to: (staging ?? "") + "/" + file.path)
                changed.insert(file.path)
                report.written.append(file.path)
            }
            let manifest = Plan.manifestBytes(plan.files)
            let manifestChanged = FileIO.contentsNoFollow(of: real + "/" + manifestName) != manifest
            guard staging != nil || !stale.isEmpty || manifestChanged else { return report }
            let root: String
            if let staging {
                root = staging
            } else {
                root = (real as NSString).deletingLastPathComponent + "/" + OutputGuard.stagingName(for: real)
                OutputGuard.removeTree(root)
                guard mkdir(root, 0o755) == 0 else { throw FileIO.error("cannot create the staging folder \(root)") }
                staging = root
            }
            try mirror(into: root, skipping: changed)
            try FileIO.writeNew(manifest, to: root + "/" + manifestName)
            try swap(root)
            staging = root  // now the old tree: removed by the defer
            report.removed = stale.sorted()
            return report
        }

        /// Links (or recreates) into `root` every entry of the old tree the new one keeps.
        func mirror(into root: String, skipping changed: Set<String>) throws {
            // Folders before what they hold: shorter paths first.
            for (path, entry) in tree.entries.sorted(by: { $0.key.count < $1.key.count }) {
                let target = root + "/" + path
                switch entry {
                case .folder:
                    guard mkdir(target, 0o755) == 0 || errno == EEXIST else {
                        throw FileIO.error("cannot create the folder \(target)")
                    }
                case .file:
                    if changed.contains(path) || stale.contains(path) || path == manifestName
                        || path == BuildStamp.fileName
                    {
                        continue
                    }
                    try FileIO.linkOrCopy(real + "/" + path, to: target)
                case .link(let destination):
                    guard symlink(destination, target) == 0 else { throw FileIO.error("cannot copy the link \(path)") }
                case .other:
                    throw Refusal(
                        code: .unsafeOutputPath,
                        message:
                            "'\(path)' in the output folder '\(plan.folder)' is a special file (a pipe or socket), which tokens cannot keep; nothing was written. Move it out of the output folder."
                    )
                }
            }
            // Folders that held only stale generated files are not kept (deepest first).
            var emptied = Set<String>()
            for path in stale {
                var parent = (path as NSString).deletingLastPathComponent
                while !parent.isEmpty {
                    emptied.insert(parent)
                    parent = (parent as NSString).deletingLastPathComponent
                }
            }
            for path in emptied.sorted(by: { $0.count > $1.count }) {
                rmdir(root + "/" + path)  // fails, as it should, unless empty
            }
        }

        /// Swaps the staging folder with the output folder in one step where the system can;
        /// elsewhere moves the old tree aside first (the next build puts it back if killed between).
        func swap(_ staging: String) throws {
            if tokens_exchange_paths(staging, real) == 0 { return }
            guard errno == ENOSYS || errno == EINVAL || errno == ENOTSUP else {
                throw FileIO.error("cannot swap the new tree into \(real)")
            }
            let aside = staging + "-old"
            guard rename(real, aside) == 0 else { throw FileIO.error("cannot move \(real) aside") }
            guard rename(staging, real) == 0 else {
                let failure = FileIO.error("cannot move the new tree into \(real)")
                rename(aside, real)
                throw failure
            }
            rename(aside, staging)
        }
    }
}
