import ArgumentParser
import DataLayer

/// A `--brand` value: `neds` or `ladbrokes`, in any case.
struct BrandArgument: ExpressibleByArgument, Equatable {
    let brand: APIBrand

    init?(argument: String) {
        guard let brand = APIBrand(rawValue: argument.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            return nil
        }
        self.brand = brand
    }

    static var allValueStrings: [String] {
        APIBrand.allCases.map(\.rawValue)
    }

    /// Shell completion offers the brands.
    static var defaultCompletionKind: CompletionKind {
        .list(allValueStrings)
    }
}
