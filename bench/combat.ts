/**
 * npm run bench:combat — battles resolved per second by the pure resolveBattle for armies of 10^3, 10^5
 * and 10^7 units, plus the worst single battle. The attacker's request waits for one battle, so each must
 * stay far below 50 ms.
 */
import { emptyFleetUnits, resolveBattle, seededRandom, type BattleInput } from "@nova/rules";

const army = (size: number): BattleInput => {
  const attacker = {
    ...emptyFleetUnits(),
    droids: Math.round(size * 0.5),
    soldiers: Math.round(size * 0.2),
    fighters: Math.round(size * 0.15),
    bombers: Math.round(size * 0.05),
  };
  attacker.transports = Math.ceil((attacker.droids + attacker.soldiers) / 100);
  const defender = {
    ...emptyFleetUnits(),
    soldiers: Math.round(size * 0.4),
    fighters: Math.round(size * 0.1),
    droids: Math.round(size * 0.1),
  };
  return {
    attacker: { units: attacker, race: "wardancer", military: 0.1, noFear: false, networth: size * 2 },
    defender: {
      stationedUnits: defender,
      homeFleetUnits: defender,
      homeFleetDefends: true,
      military: 0.05,
      noFear: false,
      networth: size * 1.5,
    },
    planet: {
      size: 250,
      buildings: { laser: Math.max(1, Math.round(size / 1000)), farm: 20, cash_factory: 30 },
      population: 20_000,
    },
  };
};

for (const size of [1e3, 1e5, 1e7]) {
  const input = army(size);
  for (let i = 0; i < 2000; i++) resolveBattle(input, seededRandom("warmup", i)); // let the JIT settle
  const runs = 20_000;
  let worst = 0;
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    resolveBattle(input, seededRandom("bench", size, i));
    worst = Math.max(worst, performance.now() - t);
  }
  const elapsed = performance.now() - start;
  console.log(
    `armies of ${size.toExponential(0)} units: ${Math.round(runs / (elapsed / 1000)).toLocaleString("en-US")} battles/s, ` +
      `mean ${((elapsed / runs) * 1000).toFixed(1)} µs, worst ${worst.toFixed(3)} ms`,
  );
}
