// A stand-in for the part of Apple's Speech framework the Scrumdinger fixture uses, so its
// sources compile unchanged on Linux. It behaves as a device where the person declined speech
// recognition: authorization is denied, and the recognizer is not available.
import Foundation
import AVFoundation

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, restricted, authorized
}

open class SFSpeechRecognitionRequest {
    open var shouldReportPartialResults = true
    public init() {}
}

open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    public private(set) var appendedBuffers = 0
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) { appendedBuffers += 1 }
    open func endAudio() {}
}

open class SFTranscription {
    public let formattedString: String
    public init(formattedString: String) { self.formattedString = formattedString }
}

open class SFSpeechRecognitionResult {
    public let bestTranscription: SFTranscription
    public let isFinal: Bool
    public init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        self.isFinal = isFinal
    }
}

open class SFSpeechRecognitionTask {
    public private(set) var isCancelled = false
    public init() {}
    open func cancel() { isCancelled = true }
    open func finish() {}
}

open class SFSpeechRecognizer {
    public init?() {}

    /// Recognition needs the speech service, which a headless machine does not have.
    open var isAvailable: Bool { false }

    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .denied }

    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(.denied)
    }

    open func recognitionTask(
        with request: SFSpeechRecognitionRequest,
        resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void
    ) -> SFSpeechRecognitionTask {
        SFSpeechRecognitionTask()
    }
}
