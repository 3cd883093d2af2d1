import { formatCount } from "@nova/rules";

/**
 * Every refusal text a player can meet (issue 15), keyed by a stable reason: the closed list the API's `reason`
 * field comes from. Templates use ICU's simple forms only: `{name}` is a word or name shown as it is, `{n, number}`
 * a number shown with thousands separators. The English here is the server's `detail` exactly (spec texts
 * included); the web's `errors` catalogue renders the same reason in each language from `reason` and `data`.
 * Refusals the error translator already reads from code and data (`Insufficient iron: need N, have M`, space)
 * or from the spec's section-8 patterns are not repeated here unless a second form exists.
 */
export const REFUSAL_TEXTS = {
  // Not found.
  player_not_found: "Player not found",
  galaxy_not_found: "Galaxy not found",
  planet_not_found: "Planet not found",
  system_not_found: "System not found",
  fleet_not_found: "Fleet not found",
  home_fleet_not_found: "Home fleet not found",
  family_not_found: "Family not found",
  battle_report_not_found: "Battle report not found",
  job_not_found: "Job not found",
  invitation_not_found: "Invitation not found",
  message_not_found: "Message not found",
  target_player_not_found: "Target player not found",
  framed_player_not_found: "Player to frame not found",
  planted_operation_not_found: "Planted operation not found",
  account_not_found: "No account information found",
  invitee_unknown: "No user with id '{userId}': they must sign in once before they can be invited",
  // Signing in.
  authentication_required: "Authentication required",
  sign_in_unavailable: "Sign-in cannot be checked right now; please try again shortly",
  // Orders and rounds.
  own_empire_only: "You can only give orders to your own empire",
  round_ended: "This round has ended",
  round_ended_no_extension: "This round has ended and cannot be extended",
  round_not_ended: "This round has not ended yet: its results are frozen at its last turn",
  galaxy_ended: "This galaxy has ended",
  target_changed_hands: "The target changed hands just now: please try again",
  insufficient_resources: "Insufficient resources",
  insufficient_resource_amount: "Insufficient {resource}: need {need, number}, have {have, number}",
  insufficient_resource: "Insufficient {resource}",
  body_galaxy_mismatch: "The galaxy in the body must match the path",
  bad_input_value: "Invalid input: a value is malformed or out of range",
  // Empires.
  galaxy_full: "This galaxy is full: every home world is taken",
  already_registered: "You already have an empire in this galaxy",
  empire_name_taken: "The empire name '{name}' is already taken in this galaxy",
  private_galaxy: "This is a private galaxy. You need an invitation from the galaxy owner to join.",
  name_or_race_missing: "Please enter a username and select a race",
  empire_name_too_short: "Empire name must be at least {min, number} characters",
  empire_name_too_long: "Empire name must be at most {max, number} characters",
  empire_name_characters: "Empire name may only contain letters, numbers, spaces and . _ - '",
  unknown_race: "Unknown race '{race}'. Choose one of: {races}",
  // Galaxies and their access.
  owner_only: "You must be the galaxy owner to manage access settings.",
  invite_yourself: "You own this galaxy already; invite someone else",
  already_invited: "{name} is already invited",
  galaxy_exists: "A galaxy with id '{galaxyId}' already exists",
  galaxy_being_created: "A galaxy with id '{galaxyId}' is already being created",
  galaxy_jobs_limit: "You already have {count, number} galaxies being created; wait for one to finish",
  // Building, units, research and the market.
  unknown_building_type: "Unknown building type: {type}",
  unknown_unit_type: "Unknown unit type: {type}",
  race_no_tax_offices: "Your race cannot build tax offices",
  race_no_droids: "Your race cannot build droids",
  one_portal_per_planet: "A planet can hold only one portal",
  daily_limit: "Cannot build more than {limit, number} {kind}s per day",
  units_join_home_or_idle: "New units can only join the home fleet or an idle fleet",
  deposit_amount: "Please enter a valid amount greater than 0",
  market_stock_short: "The market holds only {stock, number} {resource}: cannot buy {quantity, number}",
  // Fleets.
  own_fleets_only: "You can only see your own fleets",
  missions_from_home_or_idle: "Missions leave from the home fleet or an idle fleet",
  explore_unclaimed_only: "Only unclaimed planets can be explored",
  home_slots_reserved: "Home-world slots are reserved for new empires",
  explorer_on_its_way: "An explorer is already on its way to this planet",
  explore_built_share: "You must have 50% of your planet space built to explore",
  station_own_planets_only: "Units can only be stationed on your own planets",
  home_fleet_already_there: "The home fleet is already there",
  home_fleet_no_recall: "The home fleet cannot be recalled",
  fleet_already_returning: "This fleet is already returning",
  move_stationed_only: "Only stationed or arrived fleets can move to a new target",
  fleet_already_there: "The fleet is already at that planet",
  reinforce_stationed_only: "Only stationed fleets can be reinforced",
  select_one_unit: "Select at least one unit to send",
  select_some_units: "Please select at least some units to send",
  lasers_stay: "Lasers are buildings and cannot be sent",
  exploration_needs_explorer: "Exploration needs at least one explorer",
  exploration_explorers_only: "Exploration fleets carry explorers only",
  attack_needs_fighters: "An attack needs at least one soldier, droid, fighter, bomber or transport",
  transport_capacity:
    "Insufficient transport capacity. Need {missing, number} more transport(s) ({troops, number} troops need {needed, number} transports)",
  // Attacks.
  no_fleet_waiting: "None of your fleets is waiting at this planet to attack",
  planet_not_enemy: "Planet is not owned by another player",
  attack_unowned: "Planet is not owned by another player; explore neutral planets instead",
  attack_own_planet: "You cannot attack your own planet",
  attack_family: "You cannot attack a member of your family",
  home_world_attack: "Home worlds cannot be attacked",
  target_protected: "Target is under new-player protection",
  target_beaten: "Target has lost half of its planets recently and is protected",
  target_below_range: "Target is below {percent}% of your networth",
  morale_too_low: "Your morale is too low to attack",
  // Operations.
  operation_unavailable: "This operation is not available yet",
  race_cannot_use: "Your race cannot use {operation}",
  insufficient_morale: "Insufficient morale! Need {neededPercent}%, have {moralePercent}%",
  no_agents: "No agents available!",
  no_wizards: "No wizards available!",
  target_player_required: "Please enter target player ID",
  target_planet_required: "Please enter target planet ID",
  framed_player_required: "Please enter player ID to frame",
  target_unit_type_required: "Please select target unit type",
  nuke_building_required: "Please select building type to destroy",
  unowned_planet_operation: "Cannot perform operations on unowned planets.",
  operation_on_yourself: "You cannot use this operation on your own empire",
  operation_on_family: "You cannot use operations on members of your family",
  framed_not_target: "The framed player must be another empire",
  home_world_portal: "Portals on home worlds cannot be sabotaged",
  // Families and aid.
  npc_no_vote: "NPC empires do not vote",
  not_in_family: "You are not in a family.",
  not_family_member: "You are not a member of this family",
  vote_own_family: "You can only vote for a member of your own family",
  npc_not_leader: "NPC empires cannot become leader",
  roles_leader_only: "Only the family leader can assign roles",
  own_role: "You cannot change your own role",
  roles_own_family: "You can only assign roles to members of your own family",
  leader_by_vote: "The leader is chosen by the family's votes and cannot be assigned",
  unknown_family_role: "Unknown family role: {role}",
  aid_while_protected: "No aid while you are under new-player protection",
  aid_cooldown: "You sent aid recently; you can send again on turn {nextTurn}",
  aid_no_relay: "Aid you received cannot be passed on; you can send aid again on turn {nextTurn}",
  aid_to_yourself: "You cannot send aid to yourself",
  aid_own_family: "Aid can only go to a member of your own family",
  npc_no_aid: "NPC empires do not take aid",
  aid_receiver_protected: "{name} is under new-player protection and cannot take aid",
  aid_send_cap:
    "One shipment may be worth at most {max, number} credits (twice your networth); this one is worth {worth, number}",
  aid_receive_cap: "{name} can take aid worth at most {max, number} credits more for now",
  // Messages.
  muted: "You are muted in this galaxy",
  muted_until: "You are muted in this galaxy until {until} UTC",
  blocked: "This player does not accept your messages",
  npc_no_messages: "NPC empires have no one to read messages",
  message_yourself: "You cannot send a message to yourself",
  block_yourself: "You cannot block yourself",
  report_own_message: "You cannot report your own message",
  already_reported: "You have already reported this message",
  // Notifications.
  email_unavailable: "E-mail is not available on this server",
  email_address_required: "Enter an e-mail address to receive mail",
  email_confirm_first: "Confirm the e-mail address first: use the link we sent to it",
  email_link_stale: "This link is for an address that is no longer on your account",
  link_invalid: "This link is not valid",
  link_expired: "This link has expired",
  unsubscribe_no_token: "The unsubscribe link has no token",
  push_https_only: "The push endpoint must be an https URL",
  push_bad_key: "keys.p256dh is not a valid P-256 public key",
  push_other_account: "This push subscription belongs to another account",
} as const;

export type RefusalReason = keyof typeof REFUSAL_TEXTS;
export const REFUSAL_REASONS = Object.keys(REFUSAL_TEXTS) as RefusalReason[];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === "string" && Object.hasOwn(REFUSAL_TEXTS, value);

/** `{name}` or `{name, number}`: the only argument forms the templates use. */
export const REFUSAL_ARGUMENT = /\{(\w+)(, number)?\}/g;

/** A reason's English text with its data filled in, exactly as the server sends it in `detail`. */
export const englishRefusal = (reason: RefusalReason, data: Readonly<Record<string, string | number>> = {}) =>
  REFUSAL_TEXTS[reason].replace(REFUSAL_ARGUMENT, (whole, name: string, asNumber?: string) => {
    const value = data[name];
    if (value === undefined) return whole;
    return asNumber && typeof value === "number" ? formatCount(value) : String(value);
  });
