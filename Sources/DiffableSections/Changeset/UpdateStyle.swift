/// How a changed item (same identity, new content) is to be refreshed.
public enum UpdateStyle: Hashable, Sendable {
    /// Replace the cell (`reloadItems`): the cell is dequeued anew.
    case reload
    /// Keep the cell and configure it again (`reconfigureItems`, iOS 15+): cheaper, no flash.
    case reconfigure
    /// Delete the item at its old position and insert it at its new one in the same batch, with
    /// no ``BatchUpdate/itemUpdates`` at all — IGListKit's batch-ready form, for collection views
    /// that cannot reload inside a batch.
    case deleteAndInsert
}
