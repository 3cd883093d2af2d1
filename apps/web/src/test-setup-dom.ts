import { configure } from "@testing-library/dom";

// findBy*/waitFor wait for a condition; their 1 s default is a timing assumption that fails when the unit suite
// shares two cores with the integration suite (a first jsdom render of a page can take seconds there).
configure({ asyncUtilTimeout: 15_000 });
