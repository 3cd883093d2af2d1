import type { ErrorCode } from "../errors.ts";
import type { RouteName } from "../routes.ts";

/**
 * What the API document says of each route beyond its schemas: a one-line summary and the refusal codes its
 * domain can answer. Every route must have an entry (the type requires it). The codes every route shares are added
 * by the document itself: `invalid_input` when it takes input, `bad_request` when it takes a body, `unauthorized`
 * when it needs sign-in, `round_ended` when it changes game state, and `rate_limited` and `internal` everywhere.
 */
export interface RouteDoc {
  readonly summary: string;
  readonly refusals: readonly ErrorCode[];
  /** The success status when it is not 200 (the server's `successStatus` for the route). */
  readonly status?: 201 | 202;
}

// A galaxy the caller cannot see (private, not invited) is forbidden; an unknown galaxy or empire is not found.
const inGalaxy: readonly ErrorCode[] = ["not_found", "forbidden"];
const order: readonly ErrorCode[] = [...inGalaxy, "invalid_action", "insufficient_resources"];

export const ROUTE_DOCS: { readonly [N in RouteName]: RouteDoc } = {
  health: { summary: "Liveness and database check", refusals: [] },
  authConfig: { summary: "How to sign in: development names or OpenID Connect", refusals: [] },
  me: { summary: "The signed-in user's profile and empires", refusals: [] },
  account: { summary: "The signed-in user's account details", refusals: [] },
  galaxyList: { summary: "Galaxies the caller can see and join", refusals: [] },
  galaxyPlayers: { summary: "Empires of a galaxy", refusals: inGalaxy },
  races: { summary: "The playable races and their bonuses", refusals: [] },
  turnInfo: { summary: "Current turn, phase and when the next turn flips", refusals: inGalaxy },
  register: {
    status: 201,
    summary: "Found an empire in a galaxy",
    refusals: [...inGalaxy, "already_registered", "name_taken", "invitation_required", "invalid_action"],
  },
  playerStats: { summary: "The caller's empire: resources, income, networth", refusals: inGalaxy },
  advanceTurn: { summary: "Operator: run turn flips now", refusals: [...inGalaxy, "invalid_action"] },
  planets: { summary: "The caller's planets", refusals: inGalaxy },
  planet: { summary: "One planet (own in full, others' public view)", refusals: inGalaxy },
  buildOrder: {
    status: 201,
    summary: "Order buildings on own planets (all or nothing)",
    refusals: [...order, "insufficient_space", "daily_limit_exceeded"],
  },
  buildJobs: { summary: "Buildings under construction", refusals: inGalaxy },
  unitBuild: {
    status: 201,
    summary: "Train units into a fleet (all or nothing)",
    refusals: [...order, "daily_limit_exceeded"],
  },
  unitJobs: { summary: "Units in training", refusals: inGalaxy },
  events: { summary: "The caller's Empire Log", refusals: inGalaxy },
  eventStream: { summary: "Empire Log entries since a cursor", refusals: inGalaxy },
  familyEvents: { summary: "The family's shared log", refusals: inGalaxy },
  eventTypes: { summary: "Event types for the log's filter", refusals: inGalaxy },
  createGalaxy: {
    status: 202,
    summary: "Queue the creation of a galaxy",
    refusals: ["conflict", "invalid_action", "forbidden"],
  },
  galaxyJob: { summary: "Progress of a galaxy creation job", refusals: ["not_found", "forbidden"] },
  galaxyJobs: { summary: "The caller's galaxy creation jobs", refusals: [] },
  galaxyAccess: { summary: "Privacy and invitations of a galaxy (owner)", refusals: inGalaxy },
  setGalaxyPrivacy: { summary: "Make a galaxy private or public (owner)", refusals: inGalaxy },
  invite: { status: 201, summary: "Invite a user to a private galaxy (owner)", refusals: [...inGalaxy, "conflict"] },
  revokeInvite: { summary: "Revoke an invitation (owner)", refusals: inGalaxy },
  invitations: { summary: "Invitations of a galaxy (owner)", refusals: inGalaxy },
  layout: { summary: "The galaxy's grid and systems for the maps", refusals: inGalaxy },
  systems: { summary: "Systems with their owners for the maps", refusals: inGalaxy },
  quadrant: { summary: "Systems of one quadrant of the map", refusals: inGalaxy },
  systemPlanets: { summary: "Planets of one system", refusals: inGalaxy },
  occupiedSystems: { summary: "Systems holding planets of an empire", refusals: inGalaxy },
  families: { summary: "Families of a galaxy for the map", refusals: inGalaxy },
  fleets: { summary: "The caller's fleets", refusals: inGalaxy },
  incomingFleets: { summary: "Fleets heading for the caller's planets", refusals: inGalaxy },
  sendFleet: {
    status: 201,
    summary: "Send units to explore, attack, move or reinforce",
    refusals: [...order, "not_owner"],
  },
  recallFleet: { summary: "Recall a fleet in flight", refusals: [...inGalaxy, "invalid_action", "not_owner"] },
  moveFleet: { summary: "Move a fleet to another own planet", refusals: [...order, "not_owner"] },
  reinforceFleet: { summary: "Send units to reinforce an own planet", refusals: [...order, "not_owner"] },
  initiateCombat: {
    summary: "Attack a planet with the home fleet",
    refusals: [...inGalaxy, "invalid_action", "conflict"],
  },
  battles: { summary: "The caller's battle reports", refusals: inGalaxy },
  battle: { summary: "One battle report", refusals: inGalaxy },
  combatPreview: {
    summary: "Estimate an attack from the caller's own intel (never the defender's true army)",
    refusals: [...inGalaxy, "invalid_action"],
  },
  advice: { summary: "The caller's next 3-5 goals, each with a reason and a link", refusals: inGalaxy },
  awaySummary: { summary: "What happened to the caller's empire since a turn", refusals: inGalaxy },
  toursDone: { summary: "The first-visit tours the account finished", refusals: [] },
  finishTour: { summary: "Mark a first-visit tour finished or dismissed", refusals: [] },
  accountLanguage: { summary: "The language the account chose (null: follow the browser)", refusals: [] },
  setAccountLanguage: { summary: "Choose the account's language for every device", refusals: [] },
  activity: { summary: "The galaxy's public activity feed", refusals: inGalaxy },
  playerRankings: { summary: "Empires ranked by networth", refusals: inGalaxy },
  familyRankings: { summary: "Families ranked by networth", refusals: inGalaxy },
  familyRankingMembers: { summary: "Members of one ranked family", refusals: inGalaxy },
  publicEmpire: { summary: "One empire's public standing and rank (View Empire)", refusals: inGalaxy },
  researchStats: { summary: "Research points, bonus and investment", refusals: inGalaxy },
  researchDeposit: { summary: "Invest credits in research", refusals: [...inGalaxy, "insufficient_resources"] },
  researchAllocation: { summary: "The science allocation", refusals: inGalaxy },
  setResearchAllocation: { summary: "Change the science allocation (totals 100%)", refusals: inGalaxy },
  familyVote: { summary: "Vote for the family's leader", refusals: [...inGalaxy, "invalid_action"] },
  familyVotingResults: { summary: "The family's leadership votes", refusals: inGalaxy },
  familyUpdateRole: { summary: "Assign a family role (leader)", refusals: [...inGalaxy, "invalid_action"] },
  familyList: { summary: "Families of a galaxy", refusals: inGalaxy },
  familyMembers: { summary: "Members of the caller's family", refusals: inGalaxy },
  marketPrices: { summary: "Market prices and stock", refusals: inGalaxy },
  marketOrders: { summary: "The caller's market orders", refusals: inGalaxy },
  marketTransactions: { summary: "The caller's market trades", refusals: inGalaxy },
  marketBuy: { summary: "Buy goods from the market", refusals: [...order, "conflict"] },
  marketSell: { summary: "Sell goods to the market", refusals: [...order, "conflict"] },
  castOperation: { summary: "Run a covert operation or cast a spell", refusals: order },
  activeEffects: { summary: "Operation effects active on the caller", refusals: inGalaxy },
  activeOperations: { summary: "Intel the caller's operations revealed", refusals: inGalaxy },
  infiltrations: { summary: "The caller's infiltrations of other empires", refusals: inGalaxy },
  plantedOperations: { summary: "Operations planted and waiting to trigger", refusals: inGalaxy },
  triggerOperation: { summary: "Trigger a planted operation", refusals: [...inGalaxy, "invalid_action"] },
  notificationSettings: { summary: "The caller's notification settings and time zone", refusals: [] },
  updateNotificationSettings: {
    summary: "Save notification settings (mail only for a confirmed address)",
    refusals: [],
  },
  vapidPublicKey: { summary: "The server's VAPID public key for Web Push subscriptions", refusals: [] },
  subscribePush: { summary: "Register this browser's Web Push subscription", refusals: ["forbidden"] },
  unsubscribePush: { summary: "Remove a Web Push subscription", refusals: ["forbidden"] },
  confirmEmail: { summary: "Confirm an e-mail address by its signed link (no sign-in)", refusals: [] },
  unsubscribeEmail: {
    summary: "Turn mail off by the signed link of any mail (no sign-in; RFC 8058 one-click)",
    refusals: [],
  },
  familyMessages: { summary: "A page of the caller's family channel, newest first", refusals: inGalaxy },
  sendFamilyMessage: {
    status: 201,
    summary: "Write to the caller's family (10 messages a minute)",
    refusals: [...inGalaxy, "muted"],
  },
  conversations: { summary: "The caller's private conversations, newest first", refusals: inGalaxy },
  directMessages: { summary: "A page of one private conversation", refusals: [...inGalaxy, "invalid_action"] },
  sendDirectMessage: {
    status: 201,
    summary: "Write privately to another empire (10 messages a minute)",
    refusals: [...inGalaxy, "invalid_action", "blocked", "muted"],
  },
  unreadMessages: { summary: "Unread messages: family, private and total", refusals: inGalaxy },
  markMessagesRead: { summary: "Mark a channel read up to a message", refusals: [...inGalaxy, "invalid_action"] },
  blockPlayer: { summary: "Refuse a player's private messages", refusals: [...inGalaxy, "invalid_action"] },
  unblockPlayer: { summary: "Accept a player's private messages again", refusals: [...inGalaxy, "invalid_action"] },
  reportMessage: {
    status: 201,
    summary: "Report a message to the operators",
    refusals: [...inGalaxy, "invalid_action", "conflict"],
  },
  galaxyNews: { summary: "Public headlines of a galaxy, newest first", refusals: inGalaxy },
  sendAid: {
    summary: "Send resources to a member of the caller's family, within the caps",
    refusals: [...order, "forbidden"],
  },
  aidAllowance: { summary: "Whether the caller may send aid now, and how much", refusals: inGalaxy },
  galaxyRound: { summary: "The galaxy's round: number, status, last turn and when it ends", refusals: inGalaxy },
  roundResults: {
    summary: "An ended round's frozen standings and awards",
    refusals: [...inGalaxy, "conflict"],
  },
  hallOfFame: { summary: "Ended rounds of public galaxies with winners and awards", refusals: [] },
  accountHistory: { summary: "The caller's empires in ended rounds", refusals: [] },
};
