/**
 * The import-cycle check (issue 11): any cycle between modules fails CI, type-only imports included
 * (a type cycle is still a tangle of concepts, and ESLint's import-x/no-cycle skips those).
 */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other in a loop; split the shared concept into its own module.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js"],
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
    },
  },
};
