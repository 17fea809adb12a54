extension String {
    /// The text with its first letter a capital, as a sentence starts.
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
