import { unzipSync } from 'fflate';
import { NOTE_UPLOAD_MAX_BYTES, NOTE_UPLOAD_MAX_FILES } from '@/shared/brokerage-notes/api';

export interface NoteFile {
  fileName: string;
  bytes: Uint8Array;
}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/**
 * The uploaded files as the PDFs to read: a ZIP gives its PDFs (folders flattened, the Mac's resource forks
 * skipped), refused as a whole when it holds more than the upload may (files or bytes once unpacked), so a small
 * archive cannot unpack into gigabytes. Anything else is passed on as it is: the reader says what it is not.
 */
export function expandNoteFiles(files: readonly NoteFile[]): {
  files: NoteFile[];
  refused: { fileName: string; message: string }[];
} {
  const out: NoteFile[] = [];
  const refused: { fileName: string; message: string }[] = [];
  for (const file of files) {
    if (!isZip(file.bytes)) {
      out.push(file);
      continue;
    }
    let unpacked = 0;
    let count = 0;
    let tooBig = false;
    try {
      const entries = unzipSync(file.bytes, {
        filter: (entry) => {
          const name = entry.name;
          if (name.endsWith('/') || name.startsWith('__MACOSX/') || !/\.pdf$/i.test(name)) return false;
          unpacked += entry.originalSize;
          count += 1;
          if (unpacked > NOTE_UPLOAD_MAX_BYTES || count > NOTE_UPLOAD_MAX_FILES) tooBig = true;
          return !tooBig;
        },
      });
      if (tooBig) {
        refused.push({
          fileName: file.fileName,
          message: `O ZIP tem mais do que o permitido por envio (${NOTE_UPLOAD_MAX_FILES} PDFs, ${NOTE_UPLOAD_MAX_BYTES / 1024 / 1024} MB).`,
        });
        continue;
      }
      const pdfs = Object.entries(entries);
      if (!pdfs.length) {
        refused.push({ fileName: file.fileName, message: 'O ZIP não tem nenhum PDF de nota de corretagem.' });
        continue;
      }
      for (const [name, bytes] of pdfs) out.push({ fileName: `${file.fileName} › ${baseName(name)}`, bytes });
    } catch {
      refused.push({
        fileName: file.fileName,
        message: 'Não foi possível abrir o ZIP: o arquivo está corrompido.',
      });
    }
  }
  return { files: out, refused };
}
