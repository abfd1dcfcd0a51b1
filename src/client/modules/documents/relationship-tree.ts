import type { MarketingDocument } from '../../../shared/api/marketing-docs';

export interface DocumentRef {
  objType: string;
  docEntry: number;
}

/** One document of the chain and the documents copied from it. */
export interface RelationshipNode extends DocumentRef {
  id: string;
  document: MarketingDocument | undefined;
  /** The document the map was opened for. */
  current: boolean;
  children: RelationshipNode[];
}

export type FetchDocument = (ref: DocumentRef) => Promise<MarketingDocument | undefined>;

const idOf = (ref: DocumentRef) => `${ref.objType}/${ref.docEntry}`;

function refsOf(document: MarketingDocument, side: 'base' | 'target'): DocumentRef[] {
  const refs = new Map<string, DocumentRef>();
  for (const line of document.DocumentLines) {
    const objType = side === 'base' ? line.BaseType : line.TargetType;
    const docEntry = side === 'base' ? line.BaseEntry : line.TrgetEntry;
    if (objType && docEntry !== null && docEntry > 0)
      refs.set(idOf({ objType, docEntry }), { objType, docEntry });
  }
  return [...refs.values()];
}

/** Documents no further than this from the one asked for: a chain is short, a loop must end. */
const maxDocuments = 60;

/**
 * The chain of base and target documents around a document (relationship map): up through the
 * lines' BaseType/BaseEntry to the documents nothing was copied into it from, then down through
 * TargetType/TrgetEntry. Each document appears once, under the first document that leads to it.
 */
export async function relationshipTree(
  start: DocumentRef,
  fetchDocument: FetchDocument,
): Promise<RelationshipNode[]> {
  const cache = new Map<string, Promise<MarketingDocument | undefined>>();
  const load = (ref: DocumentRef) => {
    const id = idOf(ref);
    let pending = cache.get(id);
    if (!pending) {
      pending =
        cache.size >= maxDocuments ? Promise.resolve(undefined) : fetchDocument(ref).catch(() => undefined);
      cache.set(id, pending);
    }
    return pending;
  };

  const roots: DocumentRef[] = [];
  const seenUp = new Set<string>();
  const climb = async (ref: DocumentRef): Promise<void> => {
    if (seenUp.has(idOf(ref))) return;
    seenUp.add(idOf(ref));
    const document = await load(ref);
    const bases = document ? refsOf(document, 'base') : [];
    if (bases.length === 0) roots.push(ref);
    for (const base of bases) await climb(base);
  };
  await climb(start);
  // A chain that loops back on itself has no first document: it starts where the user is.
  if (roots.length === 0) roots.push(start);

  const placed = new Set<string>();
  const descend = async (ref: DocumentRef): Promise<RelationshipNode | undefined> => {
    const id = idOf(ref);
    if (placed.has(id)) return undefined;
    placed.add(id);
    const document = await load(ref);
    const children: RelationshipNode[] = [];
    for (const target of document ? refsOf(document, 'target') : []) {
      const child = await descend(target);
      if (child) children.push(child);
    }
    return { ...ref, id, document, current: id === idOf(start), children };
  };
  const tree: RelationshipNode[] = [];
  for (const root of roots) {
    const node = await descend(root);
    if (node) tree.push(node);
  }
  return tree;
}

/** The ids of every node that has children: the map opens fully expanded. */
export const groupIds = (nodes: readonly RelationshipNode[]): string[] =>
  nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...groupIds(node.children)] : []));
