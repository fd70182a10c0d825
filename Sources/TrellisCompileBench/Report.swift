import Foundation
import TrellisBenchSupport

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// The machine and compiler a table was measured on, printed above it.
func machineSummary() -> String {
    """
    Machine: \(ProcessRunner.firstLine(of: ["nproc"]) ?? "?") cores, \(ProcessRunner.firstLine(of: ["uname", "-m"]) ?? "?"), \
    load average \((ProcessRunner.firstLine(of: ["cat", "/proc/loadavg"]) ?? "").split(separator: " ").prefix(3).joined(separator: " ")) at the end
    \(ProcessRunner.firstLine(of: ["swift", "--version"]) ?? "")
    """
}
