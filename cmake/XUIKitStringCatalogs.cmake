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

#   xuikit_copy_localized_resources(TARGET DIR)
#
# copies the .lproj folders of DIR/Resources (Localizable.strings, .stringsdict, localized images and
# files) next to TARGET's executable at build time, where Bundle.main finds them — SwiftPM puts them
# in Bundle.module (R36.4, R36.23). A compiled catalog's tables land in the same folders. A target
# with such folders is built into a folder of its own (build-cmake/Notes/Notes): on Linux an
# executable's main bundle is its folder, and two apps' Localizable.strings must not meet.
function(xuikit_copy_localized_resources target dir)
    file(GLOB lprojs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${dir}/Resources/*.lproj")
    set(stamps "")
    foreach(lproj IN LISTS lprojs)
        if(IS_DIRECTORY "${lproj}")
            get_filename_component(name "${lproj}" NAME)
            file(GLOB_RECURSE files CONFIGURE_DEPENDS "${lproj}/*")
            set(stamp "${CMAKE_CURRENT_BINARY_DIR}/${target}-${name}.stamp")
            add_custom_command(
                OUTPUT "${stamp}"
                COMMAND ${CMAKE_COMMAND} -E copy_directory "${lproj}" "$<TARGET_FILE_DIR:${target}>/${name}"
                COMMAND ${CMAKE_COMMAND} -E touch "${stamp}"
                DEPENDS ${files}
                COMMENT "Copying ${name} for ${target}"
                VERBATIM)
            list(APPEND stamps "${stamp}")
        endif()
    endforeach()
    if(stamps)
        set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/${target}")
        add_custom_target(${target}-lproj DEPENDS ${stamps})
        add_dependencies(${target} ${target}-lproj)
    endif()
endfunction()
