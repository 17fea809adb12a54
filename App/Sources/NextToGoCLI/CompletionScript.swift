/// The completion scripts swift-argument-parser writes, changed so that the bare form completes
/// as `show` does: with no subcommand nexttogo runs `show`, so `nexttogo --fil<Tab>` offers
/// `--filter` and `nexttogo --filter h<Tab>` the categories, in bash, zsh and fish; and, in bash,
/// so that a subcommand's name still being typed completes to the names it starts
/// (`nexttogo meeting<Tab>` offers `meetings` too) instead of to that subcommand's options.
///
/// Each change is a few lines put in at a place the generated script is known to have; a script
/// without that place (another shell, or another parser version) is left as it is, which the
/// completion tests would show.
enum CompletionScript {
    /// `script` with its root command completing an option first as `show` would, and a name
    /// being typed among the subcommands' names.
    static func completingBareFormAsShow(_ script: String) -> String {
        var script = script
        for edit in edits {
            guard let range = script.range(of: edit.anchor) else { continue }
            script.replaceSubrange(range, with: edit.replacement)
        }
        return script
    }

    /// One insertion: `anchor`, the first place it stands, becomes `replacement`.
    private struct Edit {
        let anchor: String
        let replacement: String
    }

    private static let comment = "With no subcommand nexttogo runs show, so options complete as show's."

    private static let edits = [
        // bash: in _nexttogo, once the words after the command are known.
        Edit(
            anchor: """
                    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

                """,
            replacement: """
                    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                    # \(comment)
                    if [[ "${unparsed_words[0]}" = -* ]]; then
                        local -a repeating_flags non_repeating_flags repeating_options non_repeating_options
                        _nexttogo_show
                        return
                    fi

                """),
        // bash: in _nexttogo, where it reads the subcommand's name: a name the cursor is still on
        // is completed among the names (the case's last branch), not taken as typed whole.
        Edit(
            anchor: """
                    local -r subcommand="${unparsed_words[0]}"

                """,
            replacement: """
                    # A name the cursor is still on (meeting<Tab>) completes among the names.
                    local subcommand_word="${unparsed_words[0]}"
                    [[ "${COMP_CWORD}" -eq 1 ]] && subcommand_word=''
                    local -r subcommand="${subcommand_word}"

                """),
        // zsh: in _nexttogo, before it parses the root's own options.
        Edit(
            anchor: """
                    local -i ret=1
                    local -ar arg_specs=(

                """,
            replacement: """
                    # \(comment)
                    if [[ "${words[2]}" == -* ]]; then
                        _nexttogo_show
                        return
                    fi
                    local -i ret=1
                    local -ar arg_specs=(

                """),
        // fish: where the tokens are parsed, read `nexttogo --x` as `nexttogo show --x`.
        Edit(
            anchor: """
                    case 'nexttogo'
                        __nexttogo_parse_subcommand 0 'version' 'h/help'

                """,
            replacement: """
                    case 'nexttogo'
                        # \(comment)
                        set -l first_word $unparsed_tokens[2]
                        test (count $unparsed_tokens) -eq 1; and set first_word (__nexttogo_tokens -t)
                        if string match -q -- '-*' "$first_word"
                            set unparsed_tokens nexttogo show $unparsed_tokens[2..]
                        end
                        __nexttogo_parse_subcommand 0 'version' 'h/help'

                """),
    ]
}
