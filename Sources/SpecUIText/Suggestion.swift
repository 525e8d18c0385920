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
    /// letters in another case. Ties go to the candidate listed first, so the
    /// answer is deterministic.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: SuggestionCandidates(candidates))
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
        var rows = EditDistanceRows()
        search: for group in groups {
            for candidate in group.entries where candidate.name != word {
                guard abs(candidate.lowered.count - lowered.count) <= limit,
                    (signature ^ candidate.signature).nonzeroBitCount <= 2 * limit
                else { continue }
                let distance = rows.distance(lowered, candidate.lowered, limit: limit)
                guard distance <= limit, distance == 0 || distance < min(characters, candidate.characters) else {
                    continue
                }
                best = candidate.name
                if distance == 0 { break search }
                limit = distance - 1
            }
        }
        return best
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
