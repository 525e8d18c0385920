/// A row of the lists that select: two mailboxes, identified by number.
struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

let mailboxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent")]
