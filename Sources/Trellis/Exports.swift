// `import SwiftUI` makes Foundation and Observation visible; `import Trellis` does the same so
// that screens written for SwiftUI compile unchanged. Re-exporting Foundation also lets
// `Trellis.Timer` shadow `Foundation.Timer` in files that import only Trellis (see Timer.swift).
@_exported import Foundation
@_exported import Observation
