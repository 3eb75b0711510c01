import { left, right } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import { ListingPicture, ListingPictureList, PICTURE_ERRORS, PICTURE_RULES } from '../../src/contract/listing-pictures';
import type { ListingPicturesGateway } from '../../src/application/listings/listing-pictures-port';
import { refusal } from './account';
import { Scripted } from './scripted';

export const PICTURES_LISTING_ID = 8;

export const listingPicture = (id: number, position: number, overrides: Partial<ListingPicture> = {}): ListingPicture => ({
  id,
  url: `/media/uploads/boats/${PICTURES_LISTING_ID}/0000000${id}-aaaa-4bbb-8ccc-dddddddddddd.webp`,
  thumbnailUrl: `/media/uploads/boats/${PICTURES_LISTING_ID}/0000000${id}-aaaa-4bbb-8ccc-dddddddddddd-480.webp`,
  width: 1600,
  height: 1067,
  position,
  ...overrides,
});

/** A chosen file, as the browser gives it (name, size, type), with made-up content. */
export const pictureFile = (name: string, options: { size?: number; type?: string } = {}): File => {
  const file = new File([new Uint8Array(Math.min(options.size ?? 2048, 4096))], name, { type: options.type ?? 'image/jpeg' });
  // A real file's size, without allocating megabytes in a test.
  if (options.size !== undefined) Object.defineProperty(file, 'size', { value: options.size });
  return file;
};

export type ListingPicturesMethod = keyof ListingPicturesGateway;

/**
 * A listing's pictures in memory, keeping the server's rules the presenter relies on: at most 20, an order must be
 * exactly the listing's ids, positions renumbered. Files named `small…`, `damaged…`, `notimage…` are refused like the
 * server refuses them (422, 422, 415). Calls are recorded; a method can fail once or hold its answer until released.
 */
export class FakeListingPicturesGateway extends Scripted<ListingPicturesMethod> implements ListingPicturesGateway {
  pictureList: ListingPicture[];
  private nextId = 100;

  constructor(pictures: readonly ListingPicture[] = [listingPicture(1, 1), listingPicture(2, 2), listingPicture(3, 3)]) {
    super();
    this.pictureList = [...pictures];
  }

  ids(): number[] {
    return this.pictureList.map((p) => p.id);
  }

  private renumbered(): ListingPicture[] {
    this.pictureList = this.pictureList.map((p, i) => ({ ...p, position: i + 1 }));
    return this.pictureList;
  }

  pictures(listingId: number) {
    return this.answer('pictures', [listingId], ListingPictureList, () =>
      listingId === PICTURES_LISTING_ID ? right({ pictures: this.renumbered() }) : left(refusal(404, 'listing_not_found')),
    );
  }

  upload(listingId: number, file: Blob) {
    const name = file instanceof File ? file.name : 'blob';
    return this.answer('upload', [listingId, name], ListingPicture, () => {
      if (listingId !== PICTURES_LISTING_ID) return left(refusal(404, 'listing_not_found'));
      if (file.size > PICTURE_RULES.maxBytes) return left(refusal(413, PICTURE_ERRORS.tooBig));
      if (name.startsWith('notimage')) return left(refusal(415, PICTURE_ERRORS.typeUnsupported));
      if (name.startsWith('small')) return left(refusal(422, PICTURE_ERRORS.tooSmall));
      if (name.startsWith('damaged')) return left(refusal(422, PICTURE_ERRORS.unreadable));
      if (this.pictureList.length >= PICTURE_RULES.maxPictures) return left(refusal(409, PICTURE_ERRORS.tooMany));
      const picture = listingPicture(this.nextId++, this.pictureList.length + 1);
      this.pictureList = [...this.pictureList, picture];
      return right(picture);
    });
  }

  reorder(listingId: number, ids: readonly number[]) {
    return this.answer('reorder', [listingId, [...ids]], ListingPictureList, () => {
      if (listingId !== PICTURES_LISTING_ID) return left(refusal(404, 'listing_not_found'));
      const current = new Set(this.ids());
      if (new Set(ids).size !== ids.length || ids.length !== current.size || !ids.every((id) => current.has(id))) {
        return left(refusal(400, PICTURE_ERRORS.orderInvalid));
      }
      this.pictureList = ids.map((id) => this.pictureList.find((p) => p.id === id)!);
      return right({ pictures: this.renumbered() });
    });
  }

  remove(listingId: number, pictureId: number) {
    return this.answer('remove', [listingId, pictureId], t.null, () => {
      if (listingId !== PICTURES_LISTING_ID || !this.pictureList.some((p) => p.id === pictureId)) return left(refusal(404, 'picture_not_found'));
      this.pictureList = this.pictureList.filter((p) => p.id !== pictureId);
      this.renumbered();
      return right(null);
    });
  }
}
