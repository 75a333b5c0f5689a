# String catalogs for CMake builds (R36.18), the counterpart of SwiftPM's XCStringsCompiler plugin.
#
#   xuikit_compile_string_catalogs(TARGET Catalog.xcstrings [More.xcstrings ...])
#
# compiles each catalog with XCStringsTool at build time into <language>.lproj/<Table>.strings and
# <Table>.stringsdict next to TARGET's executable: there Bundle.main finds them (a CMake build has no
# resource bundle; on Linux an executable's main bundle is its folder), and NSLocalizedString,
# Bundle.localizedString and String(localized:) answer from them.
function(xuikit_compile_string_catalogs target)
    foreach(catalog IN LISTS ARGN)
        get_filename_component(catalog "${catalog}" ABSOLUTE)
        get_filename_component(table "${catalog}" NAME_WE)
        set(stamp "${CMAKE_CURRENT_BINARY_DIR}/${target}-${table}.xcstrings.stamp")
        add_custom_command(
            OUTPUT "${stamp}"
            COMMAND XCStringsTool "${catalog}" "$<TARGET_FILE_DIR:${target}>"
            COMMAND ${CMAKE_COMMAND} -E touch "${stamp}"
            DEPENDS "${catalog}" XCStringsTool
            COMMENT "Compiling string catalog ${table}.xcstrings for ${target}"
            VERBATIM)
        add_custom_target(${target}-${table}-strings DEPENDS "${stamp}")
        add_dependencies(${target} ${target}-${table}-strings)
    endforeach()
endfunction()
