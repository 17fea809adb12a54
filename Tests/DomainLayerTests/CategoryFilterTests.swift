import DomainLayer
import Testing

@Suite struct CategoryFilterTests {
    @Test func theEmptyFilterShowsEveryCategory() {
        #expect(CategoryFilter.all.isAll)
        #expect(RaceCategory.allCases.allSatisfy(CategoryFilter.all.includes))
        #expect(CategoryFilter.all.shownCategories == [.horse, .greyhound, .harness])
    }

    @Test func choosingEveryCategoryIsTheSameAsChoosingNone() {
        #expect(CategoryFilter([.harness, .horse, .greyhound]) == .all)
    }

    @Test func aChosenSetShowsOnlyItsCategoriesInCanonicalOrder() {
        let filter = CategoryFilter([.greyhound, .horse, .greyhound])
        #expect(!filter.isAll)
        #expect(filter.includes(.horse))
        #expect(!filter.includes(.harness))
        #expect(filter.shownCategories == [.horse, .greyhound])
    }

    @Test(arguments: [
        ("4a2788f8-e825-4d36-9894-efd4baf1cfae", RaceCategory.horse),
        ("9daef0d7-bf3c-4f50-921d-8e818c60fe61", RaceCategory.greyhound),
        ("161D9BE2-E909-4326-8C2C-35ED71FB460B", RaceCategory.harness),
    ])
    func categoriesAreKnownByTheirAPIIDs(id: String, category: RaceCategory) {
        #expect(RaceCategory(categoryID: id) == category)
    }

    @Test func anUnknownIDIsNoCategory() {
        #expect(RaceCategory(categoryID: "00000000-0000-0000-0000-000000000000") == nil)
    }
}
