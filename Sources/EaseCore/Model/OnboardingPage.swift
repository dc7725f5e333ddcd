/// One page of the first-launch tutorial.
public struct OnboardingPage: Sendable {
    /// Id, title, body.
    public var item: ContentItem
    /// Position, from 1.
    public var page: Located<Int>
    /// The reminder whose time the page sets, if any.
    public var reminder: String?
    /// Illustration.
    public var image: ImageReference?

    init?(_ fields: FieldReader) {
        guard let item = fields.item(), let page = fields.locatedInt("page", within: OnboardingPageSchema.page) else { return nil }
        self.item = item
        self.page = page
        reminder = fields.string("reminder")
        image = fields.image("image")
    }
}
