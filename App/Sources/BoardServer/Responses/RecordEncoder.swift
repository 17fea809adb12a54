import Foundation
import Hummingbird

/// How `serve` writes a record it encodes itself, such as `{"error": …}` (`ErrorRecord`): indented,
/// its keys sorted, as `application/json`. Hummingbird's own `JSONEncoder` would write it on one
/// line and add `; charset=utf-8` to the type, which serve's records have never carried. The
/// races', the racing day's and the cards' records are encoded by PresentationLayer, the same bytes
/// as `--json` prints, and only sent from here.
struct RecordEncoder: ResponseEncoder {
    func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws
        -> Response
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
