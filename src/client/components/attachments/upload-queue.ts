import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_PER_TRADE } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import { formatTenths } from '@/shared/format';

/**
 * Images waiting to be sent, being sent, or refused: the trade dialog queues them before the trade exists, and
 * keeps a failed one (with its reason) until it is sent again or removed — nothing the trader chose is lost.
 */
export type QueueStatus = 'waiting' | 'uploading' | 'failed' | 'invalid';

export interface QueueItem {
  key: string;
  file: File;
  /** An object URL of the file, for its preview (revoked when the item leaves the queue). */
  previewUrl: string;
  status: QueueStatus;
  /** 0..1 of the bytes sent, while uploading. */
  progress: number;
  /** Why it was refused (Portuguese, from the checks here or the server's answer). */
  error: string | null;
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'failed'; key: string; error: string }
  | { type: 'done'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'retry'; key: string };

export function queueReducer(items: readonly QueueItem[], action: QueueAction): QueueItem[] {
  const patch = (key: string, change: Partial<QueueItem>) =>
    items.map((item) => (item.key === key ? { ...item, ...change } : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return patch(action.key, { status: 'uploading', progress: 0, error: null });
    case 'progress':
      return patch(action.key, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'failed':
      return patch(action.key, { status: 'failed', error: action.error, progress: 0 });
    case 'done':
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'retry':
      return patch(action.key, { status: 'waiting', error: null, progress: 0 });
  }
}

/** The next item to send: the first waiting one, so the images keep the order in which they were added. */
export const nextWaiting = (items: readonly QueueItem[]): QueueItem | undefined =>
  items.find((item) => item.status === 'waiting');

/** Items still to send or that failed sending (an invalid one is never sent: the trader removes it). */
export const pendingCount = (items: readonly QueueItem[]): number =>
  items.filter((item) => item.status !== 'invalid').length;

/**
 * The checks the server makes too (it decides, from the bytes): the declared type, the size, and the number of
 * images a trade holds. `slotsLeft` is how many more the trade takes.
 */
export function precheck(file: File, slotsLeft: number): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return T.wrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return T.tooLarge(ATTACHMENT_MAX_BYTES / 1024 / 1024);
  if (slotsLeft <= 0) return T.tooMany(ATTACHMENTS_PER_TRADE);
  return null;
}

let sequence = 0;

/**
 * Queue items for the files chosen, dropped or pasted. `taken` is how many images the trade already has or has
 * queued: past the per-trade limit, an item is queued as invalid (shown with its reason) rather than dropped.
 */
export function queueItemsFor(
  files: readonly File[],
  taken: number,
  previewOf: (file: File) => string,
): QueueItem[] {
  let slots = ATTACHMENTS_PER_TRADE - taken;
  return files.map((file) => {
    const error = precheck(file, slots);
    if (!error) slots -= 1;
    sequence += 1;
    return {
      key: `q${sequence}`,
      file,
      previewUrl: previewOf(file),
      status: error ? 'invalid' : 'waiting',
      progress: 0,
      error,
    };
  });
}

/** What a paste or a drop carries that is a file: DataTransfer and ClipboardEvent's clipboardData alike. */
interface TransferLike {
  items?: ArrayLike<{ kind: string; type: string; getAsFile(): File | null }> | null;
  files?: ArrayLike<File> | null;
}

/**
 * The files of a paste or a drop. A screen capture pasted arrives as an item of kind 'file' (often with no `files`);
 * a drop from the file manager as `files`. Files that are not images are kept, so the check can say why they are
 * refused; text pasted into a field yields nothing (and the paste goes on as usual).
 */
export function filesFromTransfer(transfer: TransferLike | null | undefined): File[] {
  if (!transfer) return [];
  const fromItems: File[] = [];
  for (const item of Array.from(transfer.items ?? [])) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file) fromItems.push(file);
  }
  if (fromItems.length > 0) return fromItems;
  return Array.from(transfer.files ?? []);
}

let captures = 0;

/** A screen capture pasted comes as 'image.png' every time: it gets a name the trader can tell apart. */
export function namedCapture(file: File): File {
  if (file.name && file.name !== 'image.png') return file;
  captures += 1;
  return new File([file], T.pastedName(captures), { type: file.type, lastModified: file.lastModified });
}

/** Whether a paste holds an image: only then does the trade dialog take it over from the focused field. */
export const hasImage = (files: readonly File[]): boolean => files.some((f) => f.type.startsWith('image/'));

/** `ids` with the one at `index` moved by `delta` places (−1 left, +1 right); unchanged at either end. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as string);
  return next;
}

/** Bytes as the quota line shows them: '12,3 MB', '200 MB'. */
export const formatMegabytes = (bytes: number): string => `${formatTenths(bytes / 1024 / 1024)} MB`;
