import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RACES } from "../catalogue/races.ts";
import { income, type IncomeInput } from "./income.ts";

const start: IncomeInput = {
  race: "wardancer",
  population: 5000,
  cashFactories: 20,
  taxOffices: 0,
  economyBonus: 0,
  foodShortage: false,
};

const reconciles = (i: ReturnType<typeof income>): number =>
  i.grossIncome + i.raceBonus + i.taxOfficeBonus + i.economyScienceBonus;

describe("income", () => {
  it("gives a starting wardancer 426 credits: 100 + floor(5000/30) + 20 × 8 (rules.md 4)", () => {
    expect(income(start)).toEqual({
      baseIncome: 100,
      populationIncome: 166,
      cashFactoryIncome: 160,
      grossIncome: 426,
      raceBonus: 0,
      taxOfficeBonus: 0,
      economyScienceBonus: 0,
      totalIncome: 426,
    });
  });

  it("multiplies by the race's income bonus", () => {
    const partaxian = income({ ...start, race: "partaxian" });
    expect(partaxian.totalIncome).toBe(575); // floor(426 × 1.35 = 575.1)
    expect(partaxian.raceBonus).toBe(149);
    expect(partaxian.economyScienceBonus).toBe(0);
    const camaar = income({ ...start, race: "camaar" });
    expect(camaar.totalIncome).toBe(383); // floor(383.4)
    expect(camaar.raceBonus).toBe(-43);
    expect(camaar.economyScienceBonus).toBe(0);
  });

  it("gives +5% per tax office and puts the cross terms into the economy science bonus", () => {
    const revalon = income({ ...start, race: "revalon", taxOffices: 10 });
    // 426 × 1.6 × 1.5 = 1022.4; race floor(255.6) = 255; tax 426 × 0.5 = 213; the rest 128 ≈ 426 × 0.6 × 0.5
    expect(revalon).toMatchObject({ totalIncome: 1022, raceBonus: 255, taxOfficeBonus: 213, economyScienceBonus: 128 });
  });

  it("caps the tax office bonus at +100%", () => {
    expect(income({ ...start, race: "quantam", taxOffices: 20 }).taxOfficeBonus).toBe(426);
    expect(income({ ...start, race: "quantam", taxOffices: 35 }).taxOfficeBonus).toBe(426);
  });

  it("adds the economy science bonus", () => {
    const i = income({ ...start, economyBonus: 0.25 });
    expect(i.totalIncome).toBe(532); // floor(532.5)
    expect(i.economyScienceBonus).toBe(106);
  });

  it("halves the total on a food shortage, rounding down, and keeps the breakdown", () => {
    const i = income({ ...start, race: "partaxian", foodShortage: true });
    expect(i.totalIncome).toBe(287); // floor(575 / 2)
    expect(reconciles(i)).toBe(575);
  });

  it("always reconciles: gross + race + tax + economy = total before halving, all integers", () => {
    fc.assert(
      fc.property(
        fc.record({
          race: fc.constantFrom(...RACES),
          population: fc.integer({ min: 0, max: 5_000_000 }),
          cashFactories: fc.integer({ min: 0, max: 5000 }),
          taxOffices: fc.integer({ min: 0, max: 500 }),
          economyBonus: fc.double({ min: 0, max: 1, noNaN: true }),
          foodShortage: fc.boolean(),
        }),
        (input) => {
          const i = income(input);
          expect(i.baseIncome + i.populationIncome + i.cashFactoryIncome).toBe(i.grossIncome);
          const full = reconciles(i);
          expect(i.totalIncome).toBe(input.foodShortage ? Math.floor(full / 2) : full);
          for (const value of Object.values(i)) expect(Number.isInteger(value)).toBe(true);
          expect(i.totalIncome).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("income under an octarine hurricane", () => {
  it("floors the cash factory income when the factories count for a fraction", () => {
    const gained = income({
      race: "wardancer",
      population: 0,
      cashFactories: 3 * 0.8,
      taxOffices: 0,
      economyBonus: 0,
      foodShortage: false,
    });
    expect(gained.cashFactoryIncome).toBe(19); // floor(8 × 2.4)
    expect(Number.isInteger(gained.totalIncome)).toBe(true);
  });
});
