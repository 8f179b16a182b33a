/*
 * internal.h - definitions shared by the library's own files only.
 *
 * SUDOKU_PRIVATE declares, in a private header, a function or a constant
 * that crosses files inside the library but is not part of its interface;
 * SUDOKU_PRIVATE_DEF begins the definition of such a constant (a function's
 * definition needs neither).  The single-file build defines both as
 * `static`, so these names stay inside that file.
 *
 * Optional parts.  The judge build (the single file for online judges) is a
 * list of files, SUDOKU_JUDGE_SOURCES in CMakeLists.txt; what a judge never
 * uses lives in files of its own that the list leaves out.  Code in the
 * list never names a function of such a file: it reaches it through a
 * constant pointer, declared with SUDOKU_PRIVATE in the module's private
 * header and defined by the file that holds the part.  In the single file
 * SUDOKU_PRIVATE is `static`, so the declaration is a tentative definition,
 * which C sets to NULL when no listed file defines the part.  Shared code
 * reads `if (part != NULL) part(...)`, and the judge build carries nothing
 * it never calls, not even a stand-in.  A private header declares no
 * function that its module's core files do not define: the single file
 * would declare a static function it never defines.
 */
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#ifndef SUDOKU_PRIVATE
#define SUDOKU_PRIVATE extern
#endif
#ifndef SUDOKU_PRIVATE_DEF
#define SUDOKU_PRIVATE_DEF
#endif

#endif /* SUDOKU_INTERNAL_H */
