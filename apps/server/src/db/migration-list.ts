import type { Migration } from "kysely/migration";
import * as m0001 from "./migrations/0001-foundation.ts";
import * as m0002 from "./migrations/0002-build-jobs.ts";
import * as m0003 from "./migrations/0003-planet-building-columns.ts";
import * as m0004 from "./migrations/0004-galaxy-creation-jobs.ts";
import * as m0005 from "./migrations/0005-fleet-travel-and-battles.ts";
import * as m0006 from "./migrations/0006-postgres-fill-factor.ts";
import * as m0007 from "./migrations/0007-research.ts";
import * as m0008 from "./migrations/0008-market.ts";
import * as m0010 from "./migrations/0010-operations.ts";
import * as m0013 from "./migrations/0013-unique-active-galaxy-job.ts";
import * as m0014 from "./migrations/0014-resource-ledger.ts";
import * as m0015 from "./migrations/0015-account-tours.ts";
import * as m0016 from "./migrations/0016-hot-read-indexes.ts";
import * as m0017 from "./migrations/0017-messages-news-aid.ts";
import * as m0019 from "./migrations/0019-notifications.ts";
import * as m0020 from "./migrations/0020-rounds.ts";
import * as m0021 from "./migrations/0021-account-language.ts";
import * as m0022 from "./migrations/0022-game-texts.ts";
import * as m0023 from "./migrations/0023-notice-texts.ts";
import * as m0024 from "./migrations/0024-build-order-indexes.ts";
import * as m0025 from "./migrations/0025-event-write-indexes.ts";
import * as m0026 from "./migrations/0026-advisor-targets.ts";
import * as m0027 from "./migrations/0027-news-feed-indexes.ts";
import * as m0028 from "./migrations/0028-unread-messages-index.ts";

/** Every migration, by name in the order they run (Kysely's migrator sorts by name). */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_build_jobs": m0002,
  "0003_planet_building_columns": m0003,
  "0004_galaxy_creation_jobs": m0004,
  "0005_fleet_travel_and_battles": m0005,
  "0006_postgres_fill_factor": m0006,
  "0007_research": m0007,
  "0008_market": m0008,
  "0010_operations": m0010,
  "0013_unique_active_galaxy_job": m0013,
  "0014_resource_ledger": m0014,
  "0015_account_tours": m0015,
  "0016_hot_read_indexes": m0016,
  "0017_messages_news_aid": m0017,
  "0019_notifications": m0019,
  "0020_rounds": m0020,
  "0021_account_language": m0021,
  "0022_game_texts": m0022,
  "0023_notice_texts": m0023,
  "0024_build_order_indexes": m0024,
  "0025_event_write_indexes": m0025,
  "0026_advisor_targets": m0026,
  "0027_news_feed_indexes": m0027,
  "0028_unread_messages_index": m0028,
};
