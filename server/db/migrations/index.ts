import type { Migration } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_catalogue';
import * as m003 from './003_sessions';
import * as m004 from './004_auth';
import * as m005 from './005_search';
import * as m006 from './006_devices';
import * as m007 from './007_checkout';
import * as m008 from './008_payments';
import * as m009 from './009_after_booking';
import * as m010 from './010_owner_listings';
import * as m011 from './011_econtract';
import * as m012 from './012_request_answers';
import * as m013 from './013_professional_owners';
import * as m014 from './014_back_office';
import * as m015 from './015_scale_indexes';
import * as m016 from './016_saved_searches';
import * as m017 from './017_search_boat_changes';
import * as m018 from './018_boat_search_summaries';

/** Versioned migrations, applied in name order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_catalogue': m002,
  '003_sessions': m003,
  '004_auth': m004,
  '005_search': m005,
  '006_devices': m006,
  '007_checkout': m007,
  '008_payments': m008,
  '009_after_booking': m009,
  '010_owner_listings': m010,
  '011_econtract': m011,
  '012_request_answers': m012,
  '013_professional_owners': m013,
  '014_back_office': m014,
  '015_scale_indexes': m015,
  '016_saved_searches': m016,
  '017_search_boat_changes': m017,
  '018_boat_search_summaries': m018,
};
