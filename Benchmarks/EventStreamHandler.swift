import Foundation
import NIOCore
import NIOHTTP1

/// One screen on an event stream (serve's `/events`, or Nchan's): asks for the stream once
/// connected, then reads its server-sent events as they come and tells the tally of each `board`
/// event, with the first race on the board it carries (serve's markup: the first row's
/// `data-start`; Nchan's copy of `/api/board`: the first `advertised_start`) and when its last
/// byte arrived.
final class EventStreamHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let index: Int
    private let path: String
    private let tally: EventStreamTally
    /// A page asked for on the connection before the stream, as a browser's stream may reuse the
    /// connection its page came on; nil once answered, or when there is none.
    private var pageFirst: String?
    /// Bytes of an event not yet ended by its blank line.
    private var pending = ByteBuffer()
    /// Where in `pending` to look for the blank line next: the bytes before have none.
    private var searchFrom = 0

    private static let blankLine = Array("\n\n".utf8)
    private static let boardEvent = Array("event: board\n".utf8)
    /// The board's event line after another line: Nchan puts the message's id line first.
    private static let laterBoardEvent = Array("\nevent: board\n".utf8)
    private static let startAttribute = Array("data-start=\"".utf8)
    private static let startField = Array("\"advertised_start\"".utf8)

    /// A handler that asks for `path`, after `pageFirst` on the same connection when given, and
    /// reports as stream `index` of `tally`.
    init(index: Int, path: String, tally: EventStreamTally, pageFirst: String? = nil) {
        self.index = index
        self.path = path
        self.tally = tally
        self.pageFirst = pageFirst
    }

    func channelActive(context: ChannelHandlerContext) {
        ask(pageFirst ?? path, context: context)
        context.fireChannelActive()
    }

    private func ask(_ target: String, context: ChannelHandlerContext) {
        var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target)
        head.headers.add(name: "Host", value: "127.0.0.1")
        head.headers.add(name: "Accept", value: target == path ? "text/event-stream" : "*/*")
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The page's response: once it has ended, the stream is asked for on the same connection.
        if pageFirst != nil {
            if case .end = unwrapInboundIn(data) {
                pageFirst = nil
                ask(path, context: context)
            }
            return
        }
        switch unwrapInboundIn(data) {
        case .head(let head):
            tally.opened(index, status: Int(head.status.code))
        case .body(var buffer):
            pending.writeBuffer(&buffer)
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

    /// Takes every whole event off `pending`, telling the tally of the boards among them. The
    /// bytes are searched where they lie, with the C library: one thread reads every stream, so
    /// a slow search here would be counted as the server's lateness.
    private func takeEvents() {
        let arrivedAt = Date().timeIntervalSince1970
        let taken = pending.withUnsafeReadableBytes { bytes in
            var eventStart = 0
            var from = max(0, searchFrom - 1)
            while let end = Self.find(Self.blankLine, in: bytes, from: from) {
                let event = UnsafeRawBufferPointer(rebasing: bytes[eventStart..<end])
                if event.starts(with: Self.boardEvent) || Self.find(Self.laterBoardEvent, in: event) != nil {
                    tally.received(
                        EventStreamTally.Sighting(firstStart: Self.firstStart(in: event), at: arrivedAt),
                        on: index)
                }
                eventStart = end + 2
                from = eventStart
            }
            return eventStart
        }
        pending.moveReaderIndex(forwardBy: taken)
        pending.discardReadBytes()
        searchFrom = pending.readableBytes
    }

    /// Where `needle` first occurs in `bytes` at or after `from`: `memchr` to each place its
    /// first byte is, then `memcmp`.
    private static func find(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first else { return nil }
        return needle.withUnsafeBytes { needle -> Int? in
            guard let needleBase = needle.baseAddress else { return nil }
            var start = from
            while start + needle.count <= bytes.count {
                guard let hit = memchr(base + start, Int32(first), bytes.count - needle.count + 1 - start)
                else {
                    return nil
                }
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + offset, needleBase, needle.count) == 0 { return offset }
                start = offset + 1
            }
            return nil
        }
    }

    /// The number after the first `data-start="` in `event`, or the first `advertised_start`'s
    /// moment (`2026-11-28T08:41:00Z`) in Unix seconds.
    private static func firstStart(in event: UnsafeRawBufferPointer) -> Int? {
        guard let attribute = find(startAttribute, in: event) else {
            // `"advertised_start" : "2026-…`: the moment starts at the first digit after the name.
            return find(startField, in: event).flatMap { field in
                unixSeconds(
                    event[(field + startField.count)...].drop {
                        $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9")
                    })
            }
        }
        var value = 0
        var digits = 0
        for byte in event[(attribute + startAttribute.count)...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// The Unix seconds of the UTC moment `YYYY-MM-DDTHH:MM:SSZ` at the start of `text`.
    private static func unixSeconds(_ text: Slice<UnsafeRawBufferPointer>) -> Int? {
        let digits = Array(text.prefix(19))
        guard digits.count == 19 else { return nil }
        let number = { (from: Int, count: Int) -> Int? in
            var value = 0
            for byte in digits[from..<from + count] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return nil }
        // Days from 1970-01-01 to the date in the proleptic Gregorian calendar (Howard Hinnant's).
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days * 24 + hour) * 60 + minute) * 60 + second
    }
}
