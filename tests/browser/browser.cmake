# browser.cmake - the sheets rendered in a real browser (browser.*).
#
#   cmake -DSUDOKU=<binary> -DMODE=sheet|explain|shapes|svg -DSOURCE=<this dir>
#         -DWORK=<scratch dir> -P browser.cmake
#
# sheet: twelve puzzles and a bad record, -o html --print=both, printed
#   to PDF by headless Chromium on Letter (the page's own size) and on A4:
#   five pages each (three of six puzzles, two of twelve solutions), and
#   pdftotext finds on each page exactly the puzzles (or solutions) that
#   belong there, the bad record's among them.
# explain: --explain -o html of chains.txt, loaded by Chromium, whose
#   DOM (--dump-dom) holds one picture per step of the text --explain, and
#   in each the struck candidates are exactly those the step's text
#   removes (but in the cell it places a digit in), the framed digit the one it places, and a chain's links,
#   strong and weak: a cycle's as many as its complexity (the "(N)" of its
#   text), a forcing chain's one fewer, a Nishio or contradiction's some,
#   a cell's or region's forcing chains' none.
# shapes: puzzles/shapes.txt (4x4 to 16x16 and a 9x9 jigsaw) and a
#   25x25, -o html --print=both, printed to PDF on Letter and A4: three
#   pages each (six puzzles, one, seven solutions), each record on its
#   page, and the 16x16 solution's first row read back from the page in
#   letters, in the order the text output gives it.
# svg: -o svg of classic puzzles with a bad record, of Sudominoku
#   puzzles and of puzzles of other sizes and shapes (jigsaw, X, windoku)
#   is well-formed XML (xmllint).
#
# A missing tool (chromium, pdftotext, xmllint) makes the test pass as
# skipped, printing "SKIP: reason".

cmake_policy(VERSION 3.16)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# Runs the program with ARGN, its output into `out`; fails unless it
# exits with `status`.
function(run_sudoku out status)
  execute_process(COMMAND ${SUDOKU} ${ARGN} OUTPUT_FILE "${out}"
                  ERROR_VARIABLE err RESULT_VARIABLE rc
                  WORKING_DIRECTORY "${WORK}")
  if(NOT rc EQUAL status)
    message(FATAL_ERROR "sudoku ${ARGN}: status ${rc}, not ${status}: ${err}")
  endif()
  set(stderr "${err}" PARENT_SCOPE)
endfunction()

# Chromium, headless, with a profile of its own in WORK (root needs
# --no-sandbox).  Unknown switches are ignored, so both names of the
# switch that drops the header and footer of printed pages are given.
function(find_browser)
  find_program(CHROMIUM NAMES chromium chromium-browser google-chrome-stable
                              google-chrome)
  if(NOT CHROMIUM)
    message("SKIP: no chromium to render the pages in")
    set(browser "" PARENT_SCOPE)
    return()
  endif()
  set(browser ${CHROMIUM} --headless --no-sandbox --disable-gpu
      --no-first-run --user-data-dir=${WORK}/profile --no-pdf-header-footer
      --print-to-pdf-no-header PARENT_SCOPE)
endfunction()

# The classic puzzles of the sheet: twelve made, then a bad record.
function(make_puzzles file)
  run_sudoku("${file}" 0 --generate=12 --seed=37)
  file(APPEND "${file}" "12x4..\n")
endfunction()

# The browser (find_browser) and poppler's pdftotext and pdfinfo, which
# read back what it prints; `browser` is empty when one is missing.
function(find_printer)
  find_browser()
  find_program(PDFTOTEXT pdftotext)
  find_program(PDFINFO pdfinfo)
  if(browser AND (NOT PDFTOTEXT OR NOT PDFINFO))
    message("SKIP: no pdftotext and pdfinfo (poppler-utils)")
    set(browser "")
  endif()
  set(browser "${browser}" PARENT_SCOPE)
endfunction()

# Prints ${WORK}/letter.html to PDF as it is and, as a4.html, with the
# A4 page size, and fails unless each PDF has `pages` pages.
function(print_papers pages)
  file(READ "${WORK}/letter.html" page)
  string(REPLACE "@page{size:auto;" "@page{size:A4;" page "${page}")
  file(WRITE "${WORK}/a4.html" "${page}")
  foreach(paper letter a4)
    execute_process(COMMAND ${browser} --print-to-pdf=${WORK}/${paper}.pdf
                            file://${WORK}/${paper}.html
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET TIMEOUT 60)
    execute_process(COMMAND ${PDFINFO} ${WORK}/${paper}.pdf
                    OUTPUT_VARIABLE info RESULT_VARIABLE rc2)
    if(NOT rc EQUAL 0 OR NOT rc2 EQUAL 0 OR NOT info MATCHES "Pages: +${pages}\n")
      message(FATAL_ERROR "${paper}: not ${pages} pages (${rc}, ${rc2}): ${info}")
    endif()
  endforeach()
endfunction()

# Reads page p of ${WORK}/${paper}.pdf into `text` and fails unless, of
# records 1 to `count`, exactly `first` to `last` are on it as "${word} N".
function(check_page paper p word first last count)
  execute_process(COMMAND ${PDFTOTEXT} -f ${p} -l ${p} -layout
                          ${WORK}/${paper}.pdf -
                  OUTPUT_VARIABLE text)
  foreach(n RANGE 1 ${count})
    set(here 0)
    if(text MATCHES "${word} ${n}([^0-9]|$)")
      set(here 1)
    endif()
    set(belongs 0)
    if(n GREATER_EQUAL first AND n LESS_EQUAL last)
      set(belongs 1)
    endif()
    if(NOT here EQUAL belongs)
      message(FATAL_ERROR "${paper}, page ${p}: ${word} ${n} "
                          "${here} (should be ${belongs}):\n${text}")
    endif()
  endforeach()
  set(text "${text}" PARENT_SCOPE)
endfunction()

function(check_sheet)
  find_printer()
  if(NOT browser)
    return()
  endif()
  make_puzzles("${WORK}/puzzles.txt")
  run_sudoku("${WORK}/letter.html" 1 -o html --print=both puzzles.txt)
  if(NOT stderr MATCHES "^sudoku: puzzles.txt:13:3: ")
    message(FATAL_ERROR "no error for the bad record: ${stderr}")
  endif()
  print_papers(5)
  foreach(paper letter a4)
    # Pages 1-3: puzzles 1-6, 7-12, 13; pages 4-5: solutions 1-12, 13.
    foreach(p RANGE 1 5)
      if(p LESS 4)
        math(EXPR first "6 * (${p} - 1) + 1")
        math(EXPR last "${first} + 5")
        check_page(${paper} ${p} Puzzle ${first} ${last} 13)
      else()
        math(EXPR first "12 * (${p} - 4) + 1")
        math(EXPR last "${first} + 11")
        check_page(${paper} ${p} Solution ${first} ${last} 13)
      endif()
      if(p EQUAL 3 AND NOT text MATCHES "invalid")
        message(FATAL_ERROR "${paper}: no invalid box on page 3:\n${text}")
      endif()
    endforeach()
  endforeach()
  message(STATUS "sheet: 5 pages on Letter and A4, every record in place")
endfunction()

# The shaped puzzles: puzzles/shapes.txt's, then a 25x25.
function(make_shapes file)
  file(STRINGS "${SOURCE}/../../puzzles/shapes.txt" lines REGEX "^[^#]")
  file(STRINGS "${SOURCE}/../cli/cases/shape-large-pretty/stdin" large)
  list(APPEND lines ${large})
  string(REPLACE ";" "\n" text "${lines}")
  file(WRITE "${file}" "${text}\n")
endfunction()

function(check_shapes)
  find_printer()
  if(NOT browser)
    return()
  endif()
  make_shapes("${WORK}/shapes.txt")
  run_sudoku("${WORK}/letter.html" 0 -o html --print=both shapes.txt)
  # The 16x16 (the fifth record): its solution's first row, spaced.
  run_sudoku("${WORK}/solved.txt" 0 shapes.txt)
  file(STRINGS "${WORK}/solved.txt" solved)
  list(GET solved 4 row)
  string(LENGTH "${row}" cells)
  if(NOT cells EQUAL 256)
    message(FATAL_ERROR "the fifth record is no 16x16: ${row}")
  endif()
  string(SUBSTRING "${row}" 0 16 row)
  string(REGEX REPLACE "(.)" "\\1 " row "${row}")
  string(STRIP "${row}" row)
  print_papers(3)
  foreach(paper letter a4)
    # Page 1: puzzles 1-6; page 2: puzzle 7; page 3: solutions 1-7.
    foreach(p RANGE 1 3)
      if(p EQUAL 1)
        check_page(${paper} ${p} Puzzle 1 6 7)
      elseif(p EQUAL 2)
        check_page(${paper} ${p} Puzzle 7 7 7)
      else()
        check_page(${paper} ${p} Solution 1 7 7)
      endif()
      string(FIND "${text}" "${row}" at)
      if(p EQUAL 3 AND at LESS 0)
        message(FATAL_ERROR "${paper}: no '${row}' on the solutions' page:"
                            "\n${text}")
      endif()
    endforeach()
  endforeach()
  message(STATUS "shapes: 3 pages on Letter and A4, every record in place, "
                 "the 16x16 in letters")
endfunction()

# The candidates a step's text removes ("r1c2,r1c5<>3, r2c1<>4 ...",
# after a chain's "name: " and placement "rXcY=D, "), as a sorted list of
# rXcY-D.
function(text_removed line result)
  set(found "")
  string(REGEX REPLACE "^[a-zA-Z() -]+: " "" line "${line}")
  string(REGEX REPLACE "^r[1-9]c[1-9]=[1-9], " "" line "${line}")
  if(line MATCHES "^((r[1-9]c[1-9],?)+<>[1-9](, (r[1-9]c[1-9],?)+<>[1-9])*) ")
    string(REPLACE ", " ";" groups "${CMAKE_MATCH_1}")
    foreach(group IN LISTS groups)
      string(REGEX MATCH "<>([1-9])$" digit "${group}")
      set(digit "${CMAKE_MATCH_1}")
      string(REGEX MATCHALL "r[1-9]c[1-9]" cells "${group}")
      foreach(cell IN LISTS cells)
        list(APPEND found "${cell}-${digit}")
      endforeach()
    endforeach()
  endif()
  list(SORT found)
  set(${result} "${found}" PARENT_SCOPE)
endfunction()

function(check_explain)
  find_browser()
  if(NOT browser)
    return()
  endif()
  configure_file("${SOURCE}/chains.txt" "${WORK}/chains.txt" COPYONLY)
  run_sudoku("${WORK}/explain.txt" 0 --explain chains.txt)
  run_sudoku("${WORK}/explain.html" 0 --explain -o html chains.txt)
  execute_process(COMMAND ${browser} --dump-dom file://${WORK}/explain.html
                  OUTPUT_VARIABLE dom RESULT_VARIABLE rc ERROR_QUIET
                  TIMEOUT 60)
  if(NOT rc EQUAL 0 OR NOT dom MATCHES "</html>")
    message(FATAL_ERROR "no DOM from the browser (${rc})")
  endif()
  file(STRINGS "${WORK}/explain.txt" lines REGEX "\\([0-9]+\\.[0-9]\\)$")
  list(LENGTH lines steps)
  string(REGEX MATCHALL "<figure class=\"step\"" figures "${dom}")
  list(LENGTH figures pictures)
  if(steps LESS 10 OR NOT pictures EQUAL steps)
    message(FATAL_ERROR "${pictures} pictures for ${steps} steps")
  endif()
  set(k 0)
  set(chains 0)
  foreach(line IN LISTS lines)
    math(EXPR k "${k} + 1")
    string(FIND "${dom}" "id=\"puzzle-1-step-${k}\"" at)
    string(SUBSTRING "${dom}" ${at} -1 figure)
    string(FIND "${figure}" "</figure>" end)
    string(SUBSTRING "${figure}" 0 ${end} figure)
    # Struck: exactly the step's removals.
    string(REGEX MATCHALL
           "<g class=\"removed\" data-cell=\"r[1-9]c[1-9]\" data-digit=\"[1-9]\""
           struck "${figure}")
    set(drawn "")
    foreach(s IN LISTS struck)
      string(REGEX MATCH "(r[1-9]c[1-9])\" data-digit=\"([1-9])" x "${s}")
      list(APPEND drawn "${CMAKE_MATCH_1}-${CMAKE_MATCH_2}")
    endforeach()
    list(SORT drawn)
    text_removed("${line}" said)
    # The placed cell shows its digit framed, not its other candidates.
    if(line MATCHES "^([a-zA-Z() -]+: )?(r[1-9]c[1-9])=[1-9][ ,]")
      list(FILTER said EXCLUDE REGEX "^${CMAKE_MATCH_2}-")
    endif()
    if(NOT drawn STREQUAL said)
      message(FATAL_ERROR "step ${k} (${line}): struck '${drawn}', "
                          "removed '${said}'")
    endif()
    # Framed: the placed digit.
    if(line MATCHES "^([a-zA-Z() -]+: )?(r[1-9]c[1-9])=([1-9])[ ,]")
      set(CMAKE_MATCH_1 "${CMAKE_MATCH_2}")
      set(CMAKE_MATCH_2 "${CMAKE_MATCH_3}")
      if(NOT figure MATCHES "<g class=\"placed\" data-cell=\"${CMAKE_MATCH_1}\" data-digit=\"${CMAKE_MATCH_2}\"")
        message(FATAL_ERROR "step ${k} (${line}): placed digit not framed")
      endif()
    elseif(figure MATCHES "class=\"placed\"")
      message(FATAL_ERROR "step ${k} (${line}): a digit framed, none placed")
    endif()
    # A chain: its links, strong and weak.
    string(REGEX MATCHALL "<g class=\"link (strong|weak)\"" links
           "${figure}")
    string(REGEX MATCHALL "<g class=\"link strong\"" strong "${figure}")
    list(LENGTH links n_links)
    list(LENGTH strong n_strong)
    string(REGEX MATCH " \\(([0-9]+)\\) \\([0-9.]+\\)$" x "${line}")
    set(n "${CMAKE_MATCH_1}")
    set(linked 1)
    if(line MATCHES "^(bidirectional [A-Za-z-]*cycle|turbot fish|forcing X-chain|forcing chain): ")
      set(kind "${CMAKE_MATCH_1}")
      if(NOT kind MATCHES "cycle")
        math(EXPR n "${n} - 1")
      endif()
      math(EXPR chains "${chains} + 1")
    elseif(line MATCHES "^(Nishio|(dynamic )?contradiction|(dynamic )?double) forcing chains")
      set(n ${n_links})
      math(EXPR chains "${chains} + 1")
    else()
      set(n 0)
      set(linked 0)
    endif()
    if(NOT n_links EQUAL n OR (linked AND (n_links EQUAL 0 OR n_strong EQUAL 0
                                          OR n_strong EQUAL n_links)))
      message(FATAL_ERROR "step ${k} (${line}): ${n_links} links, "
                          "${n_strong} strong, not ${n}")
    endif()
  endforeach()
  if(chains LESS 6)
    message(FATAL_ERROR "chains.txt needs chains: ${chains} found")
  endif()
  message(STATUS "explain: ${steps} steps, ${chains} chains, each picture "
                 "the step's")
endfunction()

function(check_svg)
  find_program(XMLLINT xmllint)
  if(NOT XMLLINT)
    message("SKIP: no xmllint (libxml2-utils)")
    return()
  endif()
  make_puzzles("${WORK}/puzzles.txt")
  run_sudoku("${WORK}/classic.svg" 1 -o svg --print=both --rate
             puzzles.txt)
  run_sudoku("${WORK}/domino.svg" 0 -o svg -f sudominoku
             ${SOURCE}/../../puzzles/sudominoku.txt)
  make_shapes("${WORK}/shapes.txt")
  run_sudoku("${WORK}/shapes.svg" 0 -o svg --print=both shapes.txt)
  run_sudoku("${WORK}/x.svg" 1 -o svg --diagonals
             ${SOURCE}/../cli/cases/shape-diagonals/stdin)
  run_sudoku("${WORK}/windoku.svg" 1 -o svg --windoku
             ${SOURCE}/../cli/cases/shape-windoku/stdin)
  foreach(svg classic domino shapes x windoku)
    execute_process(COMMAND ${XMLLINT} --noout ${WORK}/${svg}.svg
                    RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${svg}.svg is not well-formed: ${err}")
    endif()
  endforeach()
  message(STATUS "svg: well-formed")
endfunction()

if(MODE STREQUAL "sheet")
  check_sheet()
elseif(MODE STREQUAL "explain")
  check_explain()
elseif(MODE STREQUAL "shapes")
  check_shapes()
elseif(MODE STREQUAL "svg")
  check_svg()
else()
  message(FATAL_ERROR "unknown MODE '${MODE}'")
endif()
