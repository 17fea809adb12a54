/// What `nexttogo doctor` says about the machine besides the API: the config file and the
/// terminal, as the App finds them.
public struct DoctorSurroundings: Sendable, Equatable {
    /// The config file as it was found.
    public enum Config: Sendable, Equatable {
        /// No file at `path`: the defaults hold.
        case absent(path: String)
        /// The file at `path` was read: its brand, if any, and how many meetings it stars.
        case read(path: String, brand: String?, starredCount: Int)
        /// The file at `path` cannot be used, for `reason`: the config error's words, which name
        /// the file and what to do.
        case unusable(path: String, reason: String)
    }

    /// The terminal on stdout.
    public struct Terminal: Sendable, Equatable {
        /// Whether stdout is a terminal that can draw a screen.
        public var isTerminal: Bool
        /// Its size, when known.
        public var columns: Int?, rows: Int?
        /// Whether colour is used.
        public var usesColor: Bool
        /// Whether `NO_COLOR` is set to something.
        public var noColorSet: Bool

        /// Creates a terminal's facts from its parts.
        public init(isTerminal: Bool, columns: Int?, rows: Int?, usesColor: Bool, noColorSet: Bool) {
            self.isTerminal = isTerminal
            self.columns = columns
            self.rows = rows
            self.usesColor = usesColor
            self.noColorSet = noColorSet
        }
    }

    /// The API's host, such as `api.neds.com.au`.
    public var host: String
    /// The config file.
    public var config: Config
    /// The terminal.
    public var terminal: Terminal

    /// Creates the surroundings from their parts.
    public init(host: String, config: Config, terminal: Terminal) {
        self.host = host
        self.config = config
        self.terminal = terminal
    }
}
