import DataLayer
import Foundation
import Testing

@testable import DomainLayer

/// What an alert sends to ntfy and to a webhook: feed text stays plain and in its field.
@Suite struct AlertPostsTests {
    private let url = URL(string: "https://ntfy.example/racing")!
    private let raised = Date(timeIntervalSince1970: 1_779_494_400)

    private func alert(title: String = "Community Art runs in Redcliffe R4", tags: [String] = ["horse"])
        -> Alert
    {
        Alert(
            id: "followed_runner:r4:11", kind: .followedRunner, title: title, message: "R4 at 08:48, $3.30",
            priority: .high, tags: tags, click: URL(string: "https://example.com/race/r4"), raceID: "r4",
            raisedAt: raised)
    }

    @Test func ntfyGetsTheTitlePriorityTagsAndClickAsHeadersAndTheMessageAsTheBody() {
        let post = AlertPosts.ntfy(alert(), url: url, token: "tk_secret")

        #expect(post.url == url)
        #expect(post.headers["Title"] == "Community Art runs in Redcliffe R4")
        #expect(post.headers["Priority"] == "4")
        #expect(post.headers["Tags"] == "horse")
        #expect(post.headers["Click"] == "https://example.com/race/r4")
        #expect(post.headers["Authorization"] == "Bearer tk_secret")
        #expect(String(decoding: post.body, as: UTF8.self) == "R4 at 08:48, $3.30")
    }

    @Test func aNameWithANewlineOrAColonStaysInItsField() {
        let post = AlertPosts.ntfy(
            alert(title: "Evil\r\nX-Injected: yes\nName: Horse"), url: url, token: nil)

        #expect(post.headers.keys.sorted() == ["Click", "Content-Type", "Priority", "Tags", "Title"])
        #expect(post.headers["Title"] == "Evil X-Injected: yes Name: Horse")
        #expect(post.headers.values.allSatisfy { !$0.contains("\r") && !$0.contains("\n") })
    }

    @Test func aTitleThatIsNotASCIIIsOneEncodedWord() {
        let post = AlertPosts.ntfy(alert(title: "Flémington ★ R4"), url: url, token: nil)
        let title = post.headers["Title"] ?? ""

        #expect(title.hasPrefix("=?UTF-8?B?") && title.hasSuffix("?="))
        let encoded = String(title.dropFirst(10).dropLast(2))
        #expect(Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) } == "Flémington ★ R4")
    }

    @Test func textIsBoundedAndTagsAndClickAreKeptToWhatIsSafe() {
        let alert = Alert(
            id: "x", kind: .test, title: String(repeating: "a", count: 5_000),
            message: "\u{1B}[31mred\u{1B}[0m", tags: ["Horse Racing!", "<b>", "ok", "", "a", "b", "c", "d"],
            click: URL(string: "javascript:alert(1)"), raisedAt: raised)

        #expect(alert.title.count == Alert.titleLimit)
        #expect(alert.message == "red")
        #expect(alert.tags == ["horseracing", "b", "ok", "a", "b"])
        #expect(alert.click == nil)
    }

    @Test func theWebhookGetsTheRecordAsJSON() throws {
        let post = AlertPosts.webhook(alert(title: "<b>Bold</b> \"quoted\""), url: url)
        let record = try #require(try JSONSerialization.jsonObject(with: post.body) as? [String: Any])

        #expect(post.headers == ["Content-Type": "application/json"])
        #expect(record["version"] as? Int == 1)
        #expect(record["id"] as? String == "followed_runner:r4:11")
        #expect(record["kind"] as? String == "followed_runner")
        #expect(record["title"] as? String == "<b>Bold</b> \"quoted\"")
        #expect(record["priority"] as? Int == 4)
        #expect(record["tags"] as? [String] == ["horse"])
        #expect(record["race_id"] as? String == "r4")
        #expect(record["raised_at"] as? String == "2026-05-23T00:00:00Z")
        #expect(
            record.keys.sorted() == [
                "click", "id", "kind", "message", "priority", "race_id", "raised_at", "tags", "title",
                "version",
            ])
    }

    @Test(arguments: ["https://ntfy.sh/topic", "http://127.0.0.1:8080/x"])
    func aChannelURLIsHTTPWithAHost(text: String) {
        #expect(AlertChannel.url(text) != nil)
    }

    @Test(arguments: ["ftp://host/x", "ntfy.sh/topic", "https://user:pass@ntfy.sh/t", "", "https:///x"])
    func anyOtherChannelURLIsRefused(text: String) {
        #expect(AlertChannel.url(text) == nil)
    }

    @Test func aChannelSaysWhereItsTokenComesFromButNeverTheToken() {
        let channel = AlertChannel.ntfy(url: url, token: .environment("NTFY_TOKEN"))

        #expect(channel.description == "ntfy https://ntfy.example/racing (token from $NTFY_TOKEN)")
    }
}
