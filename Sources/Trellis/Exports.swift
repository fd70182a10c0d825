// `import SwiftUI` makes Foundation and Observation visible; `import Trellis` does the same so
// that screens written for SwiftUI compile unchanged. Re-exporting Foundation also lets
// `Trellis.Timer` shadow `Foundation.Timer` in files that import only Trellis (see Timer.swift).
@_exported import Foundation
@_exported import Observation
// On Apple's platforms `URLSession` is Foundation's; on Linux it is FoundationNetworking's.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
