/// Did-you-mean suggestions for misspelled names, keys, views and cases.
package enum Suggestion {
    /// The longest word, in lowercased scalars, searched for typos; a longer one is matched only in another case.
    ///
    /// The edit distance of two words costs their lengths multiplied, so a name of a million scalars would hold
    /// a check up for minutes; no one mistypes a name that long one letter off.
    static let maximumSearchedLength = 256

    /// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
    ///
    /// Close enough means at most a third of the word's length (at least one
    /// edit) and fewer edits than either has characters, so some of the word
    /// survives in the candidate (`+` is not a typo of `a`), or the same
    /// letters in another case. A letter typed twice or once too few is
    /// close even where that edit is the whole name (`nn` for `n`). Ties go to the candidate
    /// listed first, so the answer is deterministic. When no candidate is
    /// that close, a word of three or more characters that abbreviates one
    /// suggests it (`cnt` for `count`, see `abbreviates`), the shortest first.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: SuggestionCandidates(candidates))
    }

    /// The candidates that are the closest to more than one of `words`: renamed to one of them, two of the words
    /// would become one name (`titel` and `tittle` both `title`), so neither is offered as a fix-it.
    package static func closestToSeveral(
        of words: some Sequence<String>, among candidates: some Sequence<String>
    ) -> Set<String> {
        closestToSeveral(of: words, among: SuggestionCandidates(candidates))
    }

    /// `closestToSeveral(of:among:)` among candidates already summarised.
    package static func closestToSeveral(
        of words: some Sequence<String>, among candidates: SuggestionCandidates
    ) -> Set<String> {
        var seen: Set<String> = []
        var several: Set<String> = []
        for word in words {
            if let match = closest(to: word, among: candidates), !seen.insert(match).inserted { several.insert(match) }
        }
        return several
    }

    /// The candidate closest to `word`, as `closest(to:among:)` with the names of `candidates`.
    package static func closest(to word: String, among candidates: SuggestionCandidates) -> String? {
        closest(to: word, amongEach: CollectionOfOne(candidates))
    }

    /// The candidate closest to `word` among the names of every group, in order, as if they were one list.
    package static func closest(to word: String, amongEach groups: some Sequence<SuggestionCandidates>) -> String? {
        let lowered = SuggestionCandidates.lowered(word)
        let signature = SuggestionCandidates.signature(of: lowered)
        let characters = word.count
        // Past the best found so far, a candidate can only lose the tie, so the limit shrinks as better ones come.
        var limit = lowered.count > maximumSearchedLength ? 0 : max(1, characters / 3)
        var best: String?
        var abbreviated: SuggestionCandidates.Entry?
        let mayAbbreviate = characters >= 3 && limit > 0
        var rows = EditDistanceRows()
        search: for group in groups {
            for candidate in group.entries where candidate.name != word {
                if mayAbbreviate, best == nil, candidate.lowered.count < abbreviated?.lowered.count ?? .max,
                    Self.abbreviates(lowered, candidate.lowered)
                {
                    abbreviated = candidate
                }
                guard abs(candidate.lowered.count - lowered.count) <= limit,
                    (signature ^ candidate.signature).nonzeroBitCount <= 2 * limit
                else { continue }
                let distance = rows.distance(lowered, candidate.lowered, limit: limit)
                guard distance <= limit,
                    distance == 0 || distance < min(characters, candidate.characters)
                        || Self.runs(of: lowered).elementsEqual(Self.runs(of: candidate.lowered))
                else { continue }
                best = candidate.name
                if distance == 0 { break search }
                limit = distance - 1
            }
        }
        return best ?? abbreviated?.name
    }

    /// Whether `word` abbreviates `candidate` as names are shortened: it starts like it, its letters appear in it
    /// in order, and it keeps at least half of it (`cnt` for `count`, `idx` for `index`, `tot` for `total`).
    static func abbreviates(_ word: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Bool {
        guard candidate.count > word.count, candidate.count <= 2 * word.count, word.first == candidate.first else {
            return false
        }
        var rest = candidate[...]
        for scalar in word {
            guard let found = rest.firstIndex(of: scalar) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// `scalars` with each run of one scalar written once: `nn` and `n` are the same letters typed a bounce apart.
    static func runs(of scalars: [Unicode.Scalar]) -> some Sequence<Unicode.Scalar> {
        scalars.indices.lazy.filter { $0 == 0 || scalars[$0] != scalars[$0 - 1] }.map { scalars[$0] }
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, otherwise an empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        didYouMean(word, among: SuggestionCandidates(candidates))
    }

    /// `"; did you mean 'x'?"` when `candidates` has a close one, otherwise an empty string.
    package static func didYouMean(_ word: String, among candidates: SuggestionCandidates) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// `"; did you mean 'x'?"` when some group has a close candidate, the groups read in order as one list.
    package static func didYouMean(_ word: String, amongEach groups: some Sequence<SuggestionCandidates>) -> String {
        guard let match = closest(to: word, amongEach: groups) else { return "" }
        return "; did you mean '\(match)'?"
    }
}
