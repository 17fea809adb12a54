import ArgumentParser
import DomainLayer

/// A `--brand` value: `neds` or `ladbrokes`, in any case.
struct BrandArgument: ExpressibleByArgument, Equatable {
    /// The brand's name as typed, which `RacingAPIChoice` reads.
    let name: String

    init?(argument: String) {
        guard RacingAPIChoice.brand(named: argument) != nil else { return nil }
        name = argument
    }

    static var allValueStrings: [String] {
        RacingAPIChoice.brandNames
    }

    /// Shell completion offers the brands.
    static var defaultCompletionKind: CompletionKind {
        .list(allValueStrings)
    }
}
