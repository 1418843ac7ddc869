/**
 * A stored page's gzip answer without compressing anything per request (docs/decisions/0018-rendered-page-cache.md).
 *
 * A cached page is a template (its pieces, with the request's own values in the holes between them),
 * so its bytes differ on every answer and a ready gzip file cannot be stored. Deflate allows it to be
 * assembled instead (RFC 1951): each piece is compressed once, when the page is stored, as its own raw
 * deflate stream ending on a byte boundary (a sync flush, no final block); a request's values go between
 * them as stored (uncompressed) blocks; an empty final block, then the gzip trailer with the CRC-32 and
 * length of the whole page (RFC 1952), close it. The pieces never refer back to each other, so the
 * decoder needs nothing else. Per answer that is a copy and a CRC, instead of compressing ~85 kB.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, type ZlibOptions } from 'node:zlib';

const deflateRawAsync = promisify<Buffer, ZlibOptions, Buffer>(deflateRaw);

/** Once per stored page, off the event loop (zlib's thread pool): the best compression, paid once. */
export function compressPieces(pieces: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(
    pieces.map((piece) =>
      deflateRawAsync(piece, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
  );
}

/** ID1 ID2, CM = deflate, no flags, no modification time, XFL 0, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final block of fixed codes holding only its end code: bits 1, 01, 0000000 (RFC 1951 §3.2.6). */
const FINAL_EMPTY_BLOCK = [0x03, 0x00];
/** A stored block holds at most this many bytes (its LEN field is 16 bits). */
const STORED_MAX = 0xffff;

/**
 * The running CRC-32 over `bytes`. Empty input is skipped: zlib answers its initial value (0) for a
 * buffer without memory behind it, which would restart the checksum.
 */
const crcOver = (bytes: Buffer, crc: number): number => (bytes.length === 0 ? crc : crc32(bytes, crc));

/** Stored blocks of `bytes` (BFINAL 0, BTYPE 00; aligned, because every piece ends on a byte boundary). */
function pushStored(parts: Buffer[], bytes: Buffer): void {
  for (let start = 0; start === 0 || start < bytes.length; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  }
}

/**
 * The gzip file of `pieces` with `values[i]` between `pieces[i]` and `pieces[i + 1]`, from the pieces'
 * compressed forms (`compressPieces`).
 */
export function gzipFromPieces(
  pieces: readonly Buffer[],
  compressed: readonly Buffer[],
  values: readonly Buffer[],
): Buffer {
  if (compressed.length !== pieces.length || values.length !== Math.max(pieces.length - 1, 0))
    throw new Error('a compressed piece for every piece, and a value between each two');
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, i) => {
    const value = i > 0 ? values[i - 1] : undefined;
    if (value) {
      pushStored(parts, value);
      crc = crcOver(value, crc);
      size += value.length;
    }
    parts.push(compressed[i] ?? Buffer.alloc(0));
    crc = crcOver(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(10);
  trailer.set(FINAL_EMPTY_BLOCK, 0);
  trailer.writeUInt32LE(crc >>> 0, 2);
  trailer.writeUInt32LE(size >>> 0, 6);
  parts.push(trailer);
  return Buffer.concat(parts);
}
