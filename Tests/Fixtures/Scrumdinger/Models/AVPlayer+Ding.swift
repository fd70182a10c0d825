import Foundation
import AVFoundation

extension AVPlayer {
    /// The chime played when the speaker changes.
    static var sharedDingPlayer: AVPlayer {
        guard let url = Bundle.main.url(forResource: "ding", withExtension: "wav") else {
            fatalError("The ding sound is missing from the bundle.")
        }
        return AVPlayer(url: url)
    }
}
