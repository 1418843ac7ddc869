/**
 * The image paths and option catalogue the mock's data uses. Everything lives in
 * `shared/domain/vehicle-media.ts` (browser-safe, shared with the site and resolved by the image host in
 * mock-api/images); this module only keeps the names the mock's generators and handlers import.
 */
export {
  OPTIONAL_PAINT_PRICE,
  avatarUrl,
  dealerQrUrl,
  defaultPaint,
  frameSequences,
  interiorOptions,
  kvImageUrl,
  kvMobileImageUrl,
  newsCoverUrl,
  optionImageUrl,
  paintOptions,
  seriesSideUrl,
  staffPhotoUrl,
  staffQrText,
  staffQrUrl,
  wheelOptions,
} from '#shared/domain/vehicle-media';
