import type { RouteName } from "../routes.ts";

/**
 * What the API document says of each route beyond its schemas and its declared refusals (`refusals` on the route
 * definition): a one-line summary and a success status other than 200. Every route must have an entry (the type
 * requires it).
 */
export interface RouteDoc {
  readonly summary: string;
  /** The success status when it is not 200 (the server's `successStatus` for the route). */
  readonly status?: 201 | 202;
}

export const ROUTE_DOCS: { readonly [N in RouteName]: RouteDoc } = {
  health: { summary: "Liveness and database check" },
  authConfig: { summary: "How to sign in: development names or OpenID Connect" },
  me: { summary: "The signed-in user's profile and empires" },
  account: { summary: "The signed-in user's account details" },
  galaxyList: { summary: "Galaxies the caller can see and join" },
  galaxyPlayers: { summary: "Empires of a galaxy" },
  races: { summary: "The playable races and their bonuses" },
  turnInfo: { summary: "Current turn, phase and when the next turn flips" },
  register: {
    status: 201,
    summary: "Found an empire in a galaxy",
  },
  playerStats: { summary: "The caller's empire: resources, income, networth" },
  advanceTurn: { summary: "Operator: run turn flips now" },
  planets: { summary: "The caller's planets" },
  planet: { summary: "One planet (own in full, others' public view)" },
  buildOrder: {
    status: 201,
    summary: "Order buildings on own planets (all or nothing)",
  },
  buildJobs: { summary: "Buildings under construction" },
  unitBuild: {
    status: 201,
    summary: "Train units into a fleet (all or nothing)",
  },
  unitJobs: { summary: "Units in training" },
  events: { summary: "The caller's Empire Log" },
  eventStream: { summary: "Empire Log entries since a cursor" },
  familyEvents: { summary: "The family's shared log" },
  eventTypes: { summary: "Event types for the log's filter" },
  createGalaxy: {
    status: 202,
    summary: "Queue the creation of a galaxy",
  },
  galaxyJob: { summary: "Progress of a galaxy creation job" },
  galaxyJobs: { summary: "The caller's galaxy creation jobs" },
  galaxyAccess: { summary: "Privacy and invitations of a galaxy (owner)" },
  setGalaxyPrivacy: { summary: "Make a galaxy private or public (owner)" },
  invite: { status: 201, summary: "Invite a user to a private galaxy (owner)" },
  revokeInvite: { summary: "Revoke an invitation (owner)" },
  invitations: { summary: "Invitations of a galaxy (owner)" },
  layout: { summary: "The galaxy's grid and systems for the maps" },
  systems: { summary: "Systems with their owners for the maps" },
  quadrant: { summary: "Systems of one quadrant of the map" },
  systemPlanets: { summary: "Planets of one system" },
  occupiedSystems: { summary: "Systems holding planets of an empire" },
  families: { summary: "Families of a galaxy for the map" },
  fleets: { summary: "The caller's fleets" },
  incomingFleets: { summary: "Fleets heading for the caller's planets" },
  sendFleet: {
    status: 201,
    summary: "Send units to explore, attack, move or reinforce",
  },
  recallFleet: { summary: "Recall a fleet in flight" },
  moveFleet: { summary: "Move a fleet to another own planet" },
  reinforceFleet: { summary: "Send units to reinforce an own planet" },
  initiateCombat: {
    summary: "Attack a planet with the home fleet",
  },
  battles: { summary: "The caller's battle reports" },
  battle: { summary: "One battle report" },
  combatPreview: {
    summary: "Estimate an attack from the caller's own intel (never the defender's true army)",
  },
  advice: { summary: "The caller's next 3-5 goals, each with a reason and a link" },
  dashboard: {
    summary:
      "Several of the dashboard's reads in one answer (stats, planets, advice, research, events, news, infrastructure)",
  },
  infrastructure: { summary: "The dashboard's building infrastructure figures over the caller's planets" },
  awaySummary: { summary: "What happened to the caller's empire since a turn" },
  toursDone: { summary: "The first-visit tours the account finished" },
  finishTour: { summary: "Mark a first-visit tour finished or dismissed" },
  accountLanguage: { summary: "The language the account chose (null: follow the browser)" },
  setAccountLanguage: { summary: "Choose the account's language for every device" },
  activity: { summary: "The galaxy's public activity feed" },
  playerRankings: { summary: "Empires ranked by networth" },
  familyRankings: { summary: "Families ranked by networth" },
  familyRankingMembers: { summary: "Members of one ranked family" },
  publicEmpire: { summary: "One empire's public standing and rank (View Empire)" },
  researchStats: { summary: "Research points, bonus and investment" },
  researchDeposit: { summary: "Invest credits in research" },
  researchAllocation: { summary: "The science allocation" },
  setResearchAllocation: { summary: "Change the science allocation (totals 100%)" },
  familyVote: { summary: "Vote for the family's leader" },
  familyVotingResults: { summary: "The family's leadership votes" },
  familyUpdateRole: { summary: "Assign a family role (leader)" },
  familyList: { summary: "Families of a galaxy" },
  familyMembers: { summary: "Members of the caller's family" },
  marketPrices: { summary: "Market prices and stock" },
  marketOrders: { summary: "The caller's market orders" },
  marketTransactions: { summary: "The caller's market trades" },
  marketBuy: { summary: "Buy goods from the market" },
  marketSell: { summary: "Sell goods to the market" },
  castOperation: { summary: "Run a covert operation or cast a spell" },
  activeEffects: { summary: "Operation effects active on the caller" },
  activeOperations: { summary: "Intel the caller's operations revealed" },
  infiltrations: { summary: "The caller's infiltrations of other empires" },
  plantedOperations: { summary: "Operations planted and waiting to trigger" },
  triggerOperation: { summary: "Trigger a planted operation" },
  notificationSettings: { summary: "The caller's notification settings and time zone" },
  updateNotificationSettings: {
    summary: "Save notification settings (mail only for a confirmed address)",
  },
  vapidPublicKey: { summary: "The server's VAPID public key for Web Push subscriptions" },
  subscribePush: { summary: "Register this browser's Web Push subscription" },
  unsubscribePush: { summary: "Remove a Web Push subscription" },
  confirmEmail: { summary: "Confirm an e-mail address by its signed link (no sign-in)" },
  unsubscribeEmail: {
    summary: "Turn mail off by the signed link of any mail (no sign-in; RFC 8058 one-click)",
  },
  familyMessages: { summary: "A page of the caller's family channel, newest first" },
  sendFamilyMessage: {
    status: 201,
    summary: "Write to the caller's family (10 messages a minute)",
  },
  conversations: { summary: "The caller's private conversations, newest first" },
  directMessages: { summary: "A page of one private conversation" },
  sendDirectMessage: {
    status: 201,
    summary: "Write privately to another empire (10 messages a minute)",
  },
  unreadMessages: { summary: "Unread messages: family, private and total" },
  markMessagesRead: { summary: "Mark a channel read up to a message" },
  blockPlayer: { summary: "Refuse a player's private messages" },
  unblockPlayer: { summary: "Accept a player's private messages again" },
  reportMessage: {
    status: 201,
    summary: "Report a message to the operators",
  },
  galaxyNews: { summary: "Public headlines of a galaxy, newest first" },
  sendAid: {
    summary: "Send resources to a member of the caller's family, within the caps",
  },
  aidAllowance: { summary: "Whether the caller may send aid now, and how much" },
  galaxyRound: { summary: "The galaxy's round: number, status, last turn and when it ends" },
  roundResults: {
    summary: "An ended round's frozen standings and awards",
  },
  hallOfFame: { summary: "Ended rounds of public galaxies with winners and awards" },
  accountHistory: { summary: "The caller's empires in ended rounds" },
};
