import Foundation
import NIOCore
import NIOHTTP1

/// One screen on `/events`: asks for the stream once connected, then reads its server-sent events
/// as they come and tells the tally of each `board` event, with the first race on the board it
/// carries (the first row's `data-start`) and when its last byte arrived.
final class EventStreamHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let index: Int
    private let tally: EventStreamTally
    /// Bytes of an event not yet ended by its blank line.
    private var pending: [UInt8] = []
    /// Where in `pending` to look for the blank line next: the bytes before have none.
    private var searchFrom = 0

    private static let boardEvent = Array("event: board\n".utf8)
    private static let startAttribute = Array("data-start=\"".utf8)

    /// A handler that reports as stream `index` of `tally`.
    init(index: Int, tally: EventStreamTally) {
        self.index = index
        self.tally = tally
    }

    func channelActive(context: ChannelHandlerContext) {
        var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/events")
        head.headers.add(name: "Host", value: "127.0.0.1")
        head.headers.add(name: "Accept", value: "text/event-stream")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            tally.opened(index, status: Int(head.status.code))
        case .body(let buffer):
            pending.append(contentsOf: buffer.readableBytesView)
            takeEvents()
        case .end:
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        tally.closed(index)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Takes every whole event off `pending`, telling the tally of the boards among them.
    private func takeEvents() {
        let arrivedAt = Date().timeIntervalSince1970
        var eventStart = 0
        var position = max(0, searchFrom - 1)
        while position + 1 < pending.count {
            guard pending[position] == UInt8(ascii: "\n"), pending[position + 1] == UInt8(ascii: "\n") else {
                position += 1
                continue
            }
            let event = pending[eventStart..<position]
            if event.starts(with: Self.boardEvent) {
                tally.received(
                    EventStreamTally.Sighting(firstStart: Self.firstStart(in: event), at: arrivedAt),
                    on: index)
            }
            position += 2
            eventStart = position
        }
        pending.removeFirst(eventStart)
        searchFrom = pending.count
    }

    /// The number after the first `data-start="` in `event`.
    private static func firstStart(in event: ArraySlice<UInt8>) -> Int? {
        guard let range = event.firstRange(of: startAttribute) else { return nil }
        var value = 0
        var digits = 0
        for byte in event[range.upperBound...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}
