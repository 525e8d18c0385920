/// Where an `AsyncImage` is in loading its picture.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, nil until one is.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, nil unless it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
