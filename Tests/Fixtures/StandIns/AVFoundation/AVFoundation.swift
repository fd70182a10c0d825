// A stand-in for the part of Apple's AVFoundation the Scrumdinger fixture uses, so its sources
// compile unchanged on Linux, where AVFoundation does not exist. It behaves as a device with no
// audio hardware and no microphone permission: nothing plays or records, and it says so.
import Foundation

/// A time on a media timeline (CoreMedia's `CMTime`, which AVFoundation re-exports).
public struct CMTime: Equatable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public static let zero = CMTime(value: 0, timescale: 1)
}

/// Plays nothing; counts what was asked, so a test can see a chime was requested.
open class AVPlayer {
    public let url: URL?
    public private(set) var playRequests = 0
    public private(set) var lastSeek: CMTime?

    public init(url: URL) { self.url = url }
    public init() { url = nil }

    open func play() { playRequests += 1 }
    open func pause() {}
    open func seek(to time: CMTime) { lastSeek = time }
}

open class AVAudioFormat {
    public init() {}
}

open class AVAudioPCMBuffer {
    public init() {}
}

open class AVAudioTime {
    public init() {}
}

public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

open class AVAudioInputNode {
    public private(set) var tapBlocks: [Int: AVAudioNodeTapBlock] = [:]
    public init() {}
    open func outputFormat(forBus bus: Int) -> AVAudioFormat { AVAudioFormat() }
    open func installTap(onBus bus: Int, bufferSize: UInt32, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) {
        tapBlocks[bus] = tapBlock
    }
    open func removeTap(onBus bus: Int) { tapBlocks[bus] = nil }
}

public enum AVAudioEngineError: Error {
    /// The machine has no audio input to start the engine with.
    case noAudioHardware
}

open class AVAudioEngine {
    public let inputNode = AVAudioInputNode()
    public private(set) var isRunning = false
    public init() {}
    open func prepare() {}
    open func start() throws { throw AVAudioEngineError.noAudioHardware }
    open func stop() { isRunning = false }
}

public enum AVAudioSessionError: Error {
    case noAudioHardware
}

open class AVAudioSession {
    public struct Category: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    }

    public struct Mode: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    nonisolated(unsafe) private static let shared = AVAudioSession()
    public class func sharedInstance() -> AVAudioSession { shared }

    public private(set) var category = Category.playback
    public private(set) var mode = Mode.default

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        if active { throw AVAudioSessionError.noAudioHardware }
    }

    /// A headless machine has no microphone to grant: the answer is always no.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        response(false)
    }
}
