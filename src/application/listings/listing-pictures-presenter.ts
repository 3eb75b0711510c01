import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import { PICTURE_ERRORS, PICTURE_RULES, type ListingPicture } from '../../contract/listing-pictures';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { earlyRefusal, movePicture, sameOrder, type EarlyRefusal } from './listing-pictures-order';
import { LISTING_PICTURES_TOKENS, type ListingPicturesGateway } from './listing-pictures-port';

const NS = 'listing-pictures';
const MEGABYTE = 1024 * 1024;

export type ListingPicturesStatus = 'idle' | 'loading' | 'ready' | LoadFailureStatus;

/** A message for the owner: a key (listing-pictures or common namespace), its values, and whether it is good news. */
export interface PictureNotice {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly ok: boolean;
}

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

/** One chosen file on its way: waiting its turn, being sent, added, or refused with the reason. */
export interface UploadView {
  readonly id: number;
  readonly name: string;
  readonly state: UploadState;
  /** listing-pictures:upload.{state} */
  readonly stateKey: string;
  readonly error: PictureNotice | null;
  /** A failure that may pass on a second try (connection, server); a refused file would be refused again. */
  readonly canRetry: boolean;
}

export interface PictureView {
  readonly id: number;
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly width: number;
  readonly height: number;
  /** 0-based place in the order shown. */
  readonly index: number;
  /** 1-based, as said to the owner ("picture 2 of 5"). */
  readonly position: number;
  readonly isCover: boolean;
  readonly canMoveLeft: boolean;
  readonly canMoveRight: boolean;
  readonly deleting: boolean;
}

/** What the presenter needs of a chosen file: a browser File has it, and is what the gateway sends. */
export interface PictureFile extends Blob {
  readonly name: string;
}

interface Upload {
  readonly id: number;
  readonly file: PictureFile;
  readonly state: UploadState;
  readonly error: PictureNotice | null;
  readonly canRetry: boolean;
}

/** Values of the rules' messages (sizes in the owner's words: megabytes, pixels). */
const RULE_VALUES = {
  max: PICTURE_RULES.maxPictures,
  maxMb: PICTURE_RULES.maxBytes / MEGABYTE,
  minWidth: PICTURE_RULES.minWidth,
  minHeight: PICTURE_RULES.minHeight,
} as const;

const refusalNotice = (refusal: EarlyRefusal | 'tooSmall' | 'unreadable' | 'tooManyUploads'): PictureNotice => ({ key: `${NS}:errors.${refusal}`, values: RULE_VALUES, ok: false });

/** The reason of a failed upload, in the owner's words, and whether trying again may help. */
const uploadFailure = (failure: ApiFailure): { error: PictureNotice; canRetry: boolean } => {
  const code = errorCodeOf(failure);
  if (code === PICTURE_ERRORS.tooBig || (failure.kind === 'http' && failure.status === 413)) return { error: refusalNotice('tooBig'), canRetry: false };
  if (code === PICTURE_ERRORS.typeUnsupported || (failure.kind === 'http' && failure.status === 415)) return { error: refusalNotice('typeUnsupported'), canRetry: false };
  if (code === PICTURE_ERRORS.tooSmall) return { error: refusalNotice('tooSmall'), canRetry: false };
  if (code === PICTURE_ERRORS.unreadable) return { error: refusalNotice('unreadable'), canRetry: false };
  if (code === PICTURE_ERRORS.tooMany) return { error: refusalNotice('tooMany'), canRetry: false };
  if (failure.kind === 'http' && failure.status === 429) return { error: refusalNotice('tooManyUploads'), canRetry: true };
  const retryable = failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500);
  return { error: { key: failureMessageKey(failure), ok: false }, canRetry: retryable };
};

/**
 * The pictures of a listing in its editor (issue [6]): upload several files (each with its own progress and, when
 * refused, the reason in clear words), reorder them (the first is the cover), delete one after a confirmation.
 * Changes are sent one at a time, deletions first, then the order, then the next upload, so the server always
 * receives an order of exactly the pictures it has. A move shows at once; if saving it fails, the last saved order
 * comes back (nothing is lost: the pictures themselves are never touched by a move).
 */
@injectable()
export class ListingPicturesPresenter {
  listingId: number | null = null;
  status: ListingPicturesStatus = 'idle';
  errorKey: string | null = null;
  /** The pictures as the server last said (positions included). */
  saved: readonly ListingPicture[] = [];
  /** The order shown: the saved one, or moves not saved yet. */
  order: readonly number[] = [];
  uploadsList: readonly Upload[] = [];
  /** Pictures whose deletion was confirmed and not yet done. */
  deleting: readonly number[] = [];
  confirmingDeleteId: number | null = null;
  /** The last thing worth telling the owner (read out by screen readers too). */
  notice: PictureNotice | null = null;
  /** A change is being sent. */
  busy = false;

  private nextUploadId = 1;
  private readonly startedDeletes = new Set<number>();
  private draining: Promise<void> | null = null;

  constructor(
    @inject(LISTING_PICTURES_TOKENS.ListingPicturesGateway) private readonly gateway: ListingPicturesGateway,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      listingId: observable,
      status: observable,
      errorKey: observable,
      saved: observableRef,
      order: observableRef,
      uploadsList: observableRef,
      deleting: observableRef,
      confirmingDeleteId: observable,
      notice: observableRef,
      busy: observable,
      pictures: computed,
      uploads: computed,
      placesLeft: computed,
      uploading: computed,
      savingOrder: computed,
      confirmingDelete: computed,
      listingEntered: action,
      filesChosen: action,
      uploadRetried: action,
      uploadsCleared: action,
      moved: action,
      movedLeft: action,
      movedRight: action,
      madeCover: action,
      deleteAsked: action,
      deleteCancelled: action,
      deleteConfirmed: action,
      noticeDismissed: action,
    });
  }

  get pictures(): PictureView[] {
    const byId = new Map(this.saved.map((p) => [p.id, p]));
    const shown = this.order.flatMap((id) => byId.get(id) ?? []);
    return shown.map((p, index) => ({
      id: p.id,
      url: p.url,
      thumbnailUrl: p.thumbnailUrl,
      width: p.width,
      height: p.height,
      index,
      position: index + 1,
      isCover: index === 0,
      canMoveLeft: index > 0,
      canMoveRight: index < shown.length - 1,
      deleting: this.deleting.includes(p.id),
    }));
  }

  get uploads(): UploadView[] {
    return this.uploadsList.map((u) => ({ id: u.id, name: u.file.name, state: u.state, stateKey: `${NS}:upload.${u.state}`, error: u.error, canRetry: u.canRetry }));
  }

  /** How many more pictures may be chosen: the listing's places minus its pictures and the files on their way. */
  get placesLeft(): number {
    const onTheirWay = this.uploadsList.filter((u) => u.state === 'waiting' || u.state === 'uploading').length;
    return Math.max(0, PICTURE_RULES.maxPictures - this.saved.length - onTheirWay);
  }

  get uploading(): boolean {
    return this.uploadsList.some((u) => u.state === 'waiting' || u.state === 'uploading');
  }

  /** Moves shown that the server does not have yet. */
  get savingOrder(): boolean {
    return !sameOrder(this.order, this.saved.map((p) => p.id));
  }

  get confirmingDelete(): PictureView | null {
    return this.pictures.find((p) => p.id === this.confirmingDeleteId) ?? null;
  }

  /** The editor shows this listing's pictures (loads them once per listing). */
  listingEntered(listingId: number): Promise<void> {
    if (this.listingId === listingId && this.status !== 'idle') return Promise.resolve();
    this.listingId = listingId;
    return this.load();
  }

  async load(): Promise<void> {
    const listingId = this.listingId;
    if (listingId === null) return;
    runInAction(() => {
      this.status = 'loading';
      this.errorKey = null;
    });
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.pictures(listingId));
    runInAction(() => {
      if (this.listingId !== listingId) return;
      if (isLeft(loaded)) {
        this.status = loadFailureStatus(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : failureMessageKey(loaded.left);
        return;
      }
      this.applySaved(loaded.right.pictures);
      this.order = this.saved.map((p) => p.id);
      this.status = 'ready';
    });
  }

  /** Files picked or dropped: each is sent in turn, unless it can be refused at once (too big, not an image, no place left). */
  filesChosen(files: readonly PictureFile[]): Promise<void> {
    if (this.status !== 'ready' || files.length === 0) return this.draining ?? Promise.resolve();
    let placesLeft = this.placesLeft;
    const added: Upload[] = files.map((file) => {
      const refusal = earlyRefusal(file, placesLeft);
      if (refusal === null) placesLeft -= 1;
      return { id: this.nextUploadId++, file, state: refusal ? 'failed' : 'waiting', error: refusal ? refusalNotice(refusal) : null, canRetry: false };
    });
    this.uploadsList = [...this.uploadsList, ...added];
    this.notice = null;
    return this.drain();
  }

  /** A file that failed for a reason that may pass (connection, server, too many at once) is sent again. */
  uploadRetried(uploadId: number): Promise<void> {
    const upload = this.uploadsList.find((u) => u.id === uploadId);
    if (!upload || upload.state !== 'failed' || !upload.canRetry) return this.draining ?? Promise.resolve();
    const refusal = earlyRefusal(upload.file, this.placesLeft);
    this.updateUpload(uploadId, refusal ? { error: refusalNotice(refusal), canRetry: false } : { state: 'waiting', error: null, canRetry: false });
    return this.drain();
  }

  /** Forgets the files that are done or refused (the ones on their way stay). */
  uploadsCleared(): void {
    this.uploadsList = this.uploadsList.filter((u) => u.state === 'waiting' || u.state === 'uploading');
  }

  /** A picture dragged to another place (or moved by its buttons): shown at once, saved in turn. */
  moved(pictureId: number, toIndex: number): Promise<void> {
    if (this.status !== 'ready' || this.deleting.includes(pictureId)) return this.draining ?? Promise.resolve();
    const order = movePicture(this.order, pictureId, toIndex);
    if (sameOrder(order, this.order)) return this.draining ?? Promise.resolve();
    this.order = order;
    this.notice = { key: `${NS}:notices.moved`, values: { position: order.indexOf(pictureId) + 1, count: order.length }, ok: true };
    return this.drain();
  }

  movedLeft(pictureId: number): Promise<void> {
    return this.moved(pictureId, this.order.indexOf(pictureId) - 1);
  }

  movedRight(pictureId: number): Promise<void> {
    return this.moved(pictureId, this.order.indexOf(pictureId) + 1);
  }

  madeCover(pictureId: number): Promise<void> {
    return this.moved(pictureId, 0);
  }

  deleteAsked(pictureId: number): void {
    if (this.order.includes(pictureId) && !this.deleting.includes(pictureId)) this.confirmingDeleteId = pictureId;
  }

  deleteCancelled(): void {
    this.confirmingDeleteId = null;
  }

  deleteConfirmed(): Promise<void> {
    const pictureId = this.confirmingDeleteId;
    this.confirmingDeleteId = null;
    if (pictureId === null || this.deleting.includes(pictureId)) return this.draining ?? Promise.resolve();
    this.deleting = [...this.deleting, pictureId];
    return this.drain();
  }

  noticeDismissed(): void {
    this.notice = null;
  }

  /** Runs the waiting changes one at a time until none is left; callers share the run in progress. */
  private drain(): Promise<void> {
    this.draining ??= (async () => {
      // Starts after `draining` is set, so a run with nothing to do cannot clear it before it is set.
      await Promise.resolve();
      runInAction(() => (this.busy = true));
      try {
        for (let job = this.nextJob(); job; job = this.nextJob()) await job();
      } finally {
        runInAction(() => {
          this.busy = false;
          this.draining = null;
        });
      }
    })();
    return this.draining;
  }

  /** Deletions first (a moved picture may be on its way out), then the order, then the next file. */
  private nextJob(): (() => Promise<void>) | undefined {
    const listingId = this.listingId;
    if (listingId === null) return undefined;
    const deletion = this.deleting.find((id) => !this.startedDeletes.has(id));
    if (deletion !== undefined) return () => this.runDelete(listingId, deletion);
    if (this.savingOrder) return () => this.runReorder(listingId);
    const upload = this.uploadsList.find((u) => u.state === 'waiting');
    if (upload) return () => this.runUpload(listingId, upload);
    return undefined;
  }

  private async runDelete(listingId: number, pictureId: number): Promise<void> {
    this.startedDeletes.add(pictureId);
    const removed = await this.gateway.remove(listingId, pictureId);
    runInAction(() => {
      this.startedDeletes.delete(pictureId);
      this.deleting = this.deleting.filter((id) => id !== pictureId);
      // Already gone (another tab, staff): the same outcome as deleting it.
      const gone = !isLeft(removed) || (removed.left.kind === 'http' && removed.left.status === 404);
      if (!gone) {
        this.notice = { key: `${NS}:errors.deleteFailed`, ok: false };
        return;
      }
      this.applySaved(this.saved.filter((p) => p.id !== pictureId));
      this.order = this.order.filter((id) => id !== pictureId);
      this.notice = { key: `${NS}:notices.deleted`, ok: true };
    });
  }

  private async runReorder(listingId: number): Promise<void> {
    const sent = [...this.order];
    const saved = await this.gateway.reorder(listingId, sent);
    if (isLeft(saved)) {
      const stale = errorCodeOf(saved.left) === PICTURE_ERRORS.orderInvalid;
      runInAction(() => {
        // Back to the last saved order: the pictures are all still there, only the unsaved moves are undone.
        this.order = this.saved.map((p) => p.id);
        this.notice = { key: `${NS}:errors.orderFailed`, ok: false };
      });
      // The server has other pictures than this page (changed elsewhere): show what it has.
      if (stale) await this.reloadSaved(listingId);
      return;
    }
    runInAction(() => {
      const movedMeanwhile = !sameOrder(this.order, sent);
      this.applySaved(saved.right.pictures);
      if (!movedMeanwhile) this.order = this.saved.map((p) => p.id);
    });
  }

  private async runUpload(listingId: number, upload: Upload): Promise<void> {
    this.updateUpload(upload.id, { state: 'uploading' });
    const uploaded = await this.gateway.upload(listingId, upload.file);
    runInAction(() => {
      if (isLeft(uploaded)) {
        this.updateUpload(upload.id, { state: 'failed', ...uploadFailure(uploaded.left) });
        return;
      }
      const picture = uploaded.right;
      this.applySaved([...this.saved.filter((p) => p.id !== picture.id), picture]);
      this.order = [...this.order.filter((id) => id !== picture.id), picture.id];
      this.updateUpload(upload.id, { state: 'done', error: null, canRetry: false });
    });
  }

  private async reloadSaved(listingId: number): Promise<void> {
    const loaded = await this.gateway.pictures(listingId);
    if (isLeft(loaded)) return;
    runInAction(() => {
      this.applySaved(loaded.right.pictures);
      this.order = this.saved.map((p) => p.id);
    });
  }

  private applySaved(pictures: readonly ListingPicture[]): void {
    this.saved = [...pictures].sort((a, b) => a.position - b.position).map((p, i) => (p.position === i + 1 ? p : { ...p, position: i + 1 }));
  }

  private updateUpload(uploadId: number, change: Partial<Omit<Upload, 'id' | 'file'>>): void {
    runInAction(() => {
      this.uploadsList = this.uploadsList.map((u) => (u.id === uploadId ? { ...u, ...change } : u));
    });
  }
}
