/**
 * Row types as stored. Times are epoch milliseconds, flags are 0/1 integers (the same on SQLite and
 * PostgreSQL), JSON is text. Every game table has galaxy_id first in its primary key.
 */
import type { Generated } from "kysely";

export interface UsersTable {
  id: string;
  issuer: string;
  subject: string;
  display_name: string;
  email: string | null;
  created_at: number;
}

export interface GalaxiesTable {
  id: string;
  name: string;
  shard_id: string;
  status: string;
  owner_id: string | null;
  is_private: number;
  seed: string;
  grid_width: number;
  grid_height: number;
  family_count: number;
  planets_per_home_system: number;
  planets_per_neutral_system: number;
  max_players_per_family: number;
  system_density: number;
  turn_length_minutes: number;
  npc_count: number;
  npc_difficulty: string;
  current_turn: number;
  next_turn_at: number;
  created_at: number;
  /** The round (migration 0020, docs/rounds.md). */
  round_number: number;
  round_status: string;
  round_started_at: number;
  end_turn: number;
  /** The round length chosen at creation: a recurring galaxy's next round gets it. */
  round_length: number;
  recurring: number;
  base_galaxy_id: string;
  base_name: string;
  signup_ends_at: number | null;
  round_ended_at: number | null;
  results_frozen_at: number | null;
  next_galaxy_id: string | null;
  previous_galaxy_id: string | null;
}

export interface GalaxyInvitationsTable {
  galaxy_id: string;
  user_id: string;
  invited_at: number;
}

export interface FamiliesTable {
  galaxy_id: string;
  id: string;
  name: string;
  home_x: number;
  home_y: number;
  leader_id: string | null;
}

export interface SystemsTable {
  galaxy_id: string;
  x: number;
  y: number;
  system_type: string;
  planet_count: number;
  family_id: string | null;
}

export interface PlanetsTable {
  galaxy_id: string;
  id: string;
  x: number;
  y: number;
  idx: number;
  planet_type: string;
  size: number;
  is_home_slot: number;
  is_home_world: number;
  family_id: string | null;
  owner_id: string | null;
  population: number;
  bonus_type: string | null;
  bonus_multiplier: number | null;
  claimed_at: number | null;
  /** Completed buildings, one column per building type (migration 0003). */
  cash_factory: number;
  farm: number;
  mine: number;
  refinery: number;
  occult_center: number;
  research_center: number;
  living_quarters: number;
  laser: number;
  tax_office: number;
  portal: number;
}

export interface PlayersTable {
  galaxy_id: string;
  id: string;
  user_id: string | null;
  username: string;
  name_key: string;
  race: string;
  family_id: string | null;
  family_role: string;
  voted_for: string | null;
  is_npc: number;
  credits: number;
  food: number;
  iron: number;
  endurium: number;
  octarine: number;
  morale: number;
  networth: number;
  research_points: number;
  /** Credits deposited into research in all, and those not yet released as points (rules.md 8). */
  research_invested: Generated<number>;
  research_remaining: Generated<number>;
  rp_military: Generated<number>;
  rp_welfare: Generated<number>;
  rp_economy: Generated<number>;
  rp_construction: Generated<number>;
  rp_resources: Generated<number>;
  /** Percent of each turn's points per field; the five total 100. */
  alloc_military: Generated<number>;
  alloc_welfare: Generated<number>;
  alloc_economy: Generated<number>;
  alloc_construction: Generated<number>;
  alloc_resources: Generated<number>;
  protected_until_turn: number;
  created_at: number;
}

export interface FleetsTable {
  galaxy_id: string;
  id: string;
  player_id: string;
  name: string;
  is_home: number;
  status: string;
  action: string | null;
  soldiers: number;
  droids: number;
  fighters: number;
  bombers: number;
  transports: number;
  lasers: number;
  wizards: number;
  agents: number;
  explorers: number;
  home_planet_id: string | null;
  source_planet_id: string | null;
  target_planet_id: string | null;
  stationed_planet_id: string | null;
  started_at: number | null;
  arrives_at: number | null;
  created_at: number;
  portal_planet_id: string | null;
  merge_into_fleet_id: string | null;
  travel_seconds: number | null;
}

export interface EventsTable {
  galaxy_id: string;
  id: string;
  player_id: string | null;
  family_id: string | null;
  event_type: string;
  summary: string;
  /** The summary as a code and its parameters (JSON), migration 0022 (issue 15). */
  text_code: Generated<string>;
  text_params: Generated<string>;
  turn_number: number;
  is_public: number;
  details: string;
  created_at: number;
}

export interface BuildingJobsTable {
  galaxy_id: string;
  id: string;
  player_id: string;
  planet_id: string;
  building_type: string;
  quantity: number;
  state: string;
  started_at: number;
  completes_at: number;
}

export interface UnitJobsTable {
  galaxy_id: string;
  id: string;
  player_id: string;
  fleet_id: string;
  unit_type: string;
  quantity: number;
  state: string;
  started_at: number;
  completes_at: number;
}

export interface GalaxyCreationJobsTable {
  id: string;
  user_id: string;
  galaxy_id: string;
  galaxy_name: string;
  config: string;
  status: string;
  progress_percent: number;
  progress_message: string | null;
  total_systems: number | null;
  total_planets: number | null;
  error_message: string | null;
  created_at: number;
  started_at: number | null;
  completed_at: number | null;
}

export interface BattleReportsTable {
  galaxy_id: string;
  id: string;
  attacker_id: string;
  defender_id: string;
  attacker_family_id: string | null;
  defender_family_id: string | null;
  planet_id: string;
  turn_number: number;
  report: string;
  created_at: number;
}

/** The galaxy's market maker (rules.md 15, migration 0008): one row per galaxy. */
export interface MarketsTable {
  galaxy_id: string;
  food_stock: number;
  iron_stock: number;
  endurium_stock: number;
  octarine_stock: number;
  total_trades: Generated<number>;
  last_trade_at: number | null;
}

/** One order of a player; `seq` is the galaxy's trade number, newest = highest. */
export interface MarketOrdersTable {
  galaxy_id: string;
  id: string;
  player_id: string;
  seq: number;
  order_type: string;
  resource: string;
  quantity_requested: number;
  quantity_filled: number;
  status: string;
  total_cost: number;
  created_at: number;
}

export interface MarketTransactionsTable {
  galaxy_id: string;
  id: string;
  player_id: string;
  order_id: string;
  seq: number;
  transaction_type: string;
  resource: string;
  quantity: number;
  price_per_unit: number;
  total_cost: number;
  executed_at: number;
}

/** One cast (migration 0010): the Empire Log of caster and target. */
export interface OperationRecordsTable {
  galaxy_id: string;
  id: string;
  caster_id: string;
  target_id: string | null;
  target_planet_id: string | null;
  operation_type: string;
  status: string;
  success_rate: number;
  is_fake: number;
  details: string;
  turn_number: number;
  created_at: number;
}

/** A duration effect on a player (migration 0010). */
export interface ActiveEffectsTable {
  galaxy_id: string;
  id: string;
  affected_player_id: string;
  source_player_id: string | null;
  effect_type: string;
  started_turn: number;
  duration_turns: number;
  intensity: number;
  created_at: number;
}

/** A planted nuke or hypnosis waiting for its trigger (migration 0010). */
export interface PlantedOperationsTable {
  galaxy_id: string;
  id: string;
  effect_type: string;
  caster_id: string;
  affected_player_id: string;
  planet_id: string;
  started_turn: number;
  created_at: number;
}

/** A round's frozen final standings (migration 0020): one row per empire, never recomputed. */
export interface RoundPlayerResultsTable {
  galaxy_id: string;
  player_id: string;
  user_id: string | null;
  rank: number;
  /** The display order (ranks can be shared). */
  position: number;
  empire_name: string;
  race: string;
  family_id: string | null;
  family_name: string | null;
  is_npc: number;
  networth: number;
  planets: number;
  battles_won: number;
  planets_captured: number;
  successful_operations: number;
}

export interface RoundFamilyResultsTable {
  galaxy_id: string;
  family_id: string;
  rank: number;
  position: number;
  name: string;
  networth: number;
  planets: number;
  members: number;
}

export interface RoundAwardsTable {
  galaxy_id: string;
  award: string;
  player_id: string | null;
  family_id: string | null;
  value: number;
}

export interface NotificationSettingsTable {
  user_id: string;
  saved: Generated<number>;
  web_push: Generated<number>;
  email: Generated<number>;
  email_address: string | null;
  email_confirmed: Generated<number>;
  events: string;
  quiet_from: string | null;
  quiet_to: string | null;
  time_zone: string;
  last_seen_at: Generated<number>;
  last_digest_at: Generated<number>;
  updated_at: number;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

export interface NotificationOutboxTable {
  id: string;
  user_id: string;
  galaxy_id: string | null;
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: number;
  push_state: string;
  push_next_at: number;
  email_state: string;
  email_next_at: number;
  /** The text as a code and its parameters (JSON), migration 0023 (issue 15); null on older notices. */
  text_code: string | null;
  text_params: string | null;
}

export interface PushDeliveriesTable {
  outbox_id: string;
  endpoint: string;
  status: string;
  attempts: Generated<number>;
  next_at: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface MessagesTable {
  galaxy_id: string;
  id: string;
  channel: "family" | "direct";
  family_id: string | null;
  sender_id: string;
  recipient_id: string | null;
  pair_key: string | null;
  body: string;
  created_at: number;
}

export interface MessageReadsTable {
  galaxy_id: string;
  player_id: string;
  channel_key: string;
  read_at: number;
  read_id: string;
}

export interface MessageBlocksTable {
  galaxy_id: string;
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export interface MessageReportsTable {
  galaxy_id: string;
  id: string;
  message_id: string;
  reporter_id: string;
  reason: string;
  created_at: number;
}

export interface MessageMutesTable {
  galaxy_id: string;
  player_id: string;
  muted_until: number | null;
  reason: string;
  created_at: number;
}

export interface NewsTable {
  galaxy_id: string;
  id: string;
  kind: string;
  headline: string;
  /** The headline as a code and its parameters (JSON), migration 0022 (issue 15). */
  headline_code: Generated<string>;
  headline_params: Generated<string>;
  subject_id: string | null;
  turn_number: number;
  created_at: number;
}

export interface AidShipmentsTable {
  galaxy_id: string;
  id: string;
  sender_id: string;
  receiver_id: string;
  credits: number;
  food: number;
  iron: number;
  endurium: number;
  octarine: number;
  worth: number;
  turn_number: number;
  created_at: number;
}

/** The advisor's targets for one empire, as of one turn (migration 0026). */
export interface AdvisorTargetsTable {
  galaxy_id: string;
  player_id: string;
  turn: number;
  planets_key: string;
  free_planet_id: string | null;
  rival_id: string | null;
}

export interface Database {
  round_player_results: RoundPlayerResultsTable;
  round_family_results: RoundFamilyResultsTable;
  round_awards: RoundAwardsTable;
  battle_reports: BattleReportsTable;
  galaxy_creation_jobs: GalaxyCreationJobsTable;
  building_jobs: BuildingJobsTable;
  unit_jobs: UnitJobsTable;
  users: UsersTable;
  galaxies: GalaxiesTable;
  galaxy_invitations: GalaxyInvitationsTable;
  families: FamiliesTable;
  systems: SystemsTable;
  planets: PlanetsTable;
  players: PlayersTable;
  fleets: FleetsTable;
  events: EventsTable;
  markets: MarketsTable;
  market_orders: MarketOrdersTable;
  market_transactions: MarketTransactionsTable;
  operation_records: OperationRecordsTable;
  active_effects: ActiveEffectsTable;
  planted_operations: PlantedOperationsTable;
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_outbox: NotificationOutboxTable;
  push_deliveries: PushDeliveriesTable;
  server_secrets: ServerSecretsTable;
  resource_ledger: ResourceLedgerTable;
  account_tours: AccountToursTable;
  account_language: AccountLanguageTable;
  messages: MessagesTable;
  message_reads: MessageReadsTable;
  message_blocks: MessageBlocksTable;
  message_reports: MessageReportsTable;
  message_mutes: MessageMutesTable;
  news: NewsTable;
  aid_shipments: AidShipmentsTable;
  advisor_targets: AdvisorTargetsTable;
}

/** First-visit tours an account finished or dismissed (migration 0015, issue 18). */
/** The language an account chose (migration 0021, issue 15); no row means "follow the browser". */
export interface AccountLanguageTable {
  user_id: string;
  language: string;
  updated_at: number;
}

export interface AccountToursTable {
  user_id: string;
  tour: string;
  done_at: number;
}

/** Every player's stocks before and after a flip's economy (migration 0014, issue 18's away summary). */
export interface ResourceLedgerTable {
  galaxy_id: string;
  player_id: string;
  turn_number: number;
  before_credits: number;
  after_credits: number;
  before_food: number;
  after_food: number;
  before_iron: number;
  after_iron: number;
  before_endurium: number;
  after_endurium: number;
  before_octarine: number;
  after_octarine: number;
}
