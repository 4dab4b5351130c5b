; Inno Setup 6 script: the Windows installer of Tabletop AI.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\TabletopAI.iss
;
; Input:  dist\TabletopAI\  (the PyInstaller one-folder build of packaging\tabletop-ai.spec)
; Output: dist\TabletopAI-<version>-Setup.exe
;
; Installs for the current user without administrator rights (into
; %LOCALAPPDATA%\Programs\Tabletop AI, registry entries under HKCU); the first page lets the user
; choose "all users" instead, which asks for elevation. Adds a Start menu entry, an optional
; desktop icon, the "Open with" entry and document icon for board files, and an uninstaller.
;
; Board files are named NAME.board.json, and Windows types a file by its last extension only, so
; to Explorer they are .json files. The installer therefore registers a "Tabletop AI board"
; file type (icon + open command) and offers it for .json files through OpenWithProgids: Tabletop
; AI appears under "Open with" for every board file, and becomes the double-click default when the
; user picks it there ("Always"), without taking .json over from their editor.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\TabletopAI.iss
#endif

#define AppName "Tabletop AI"
#define AppExe "TabletopAI.exe"
#define CliExe "tabletop-ai.exe"
#define ProgId "TabletopAI.Board"

[Setup]
; AppId identifies the app across versions (upgrades, uninstall): never change it.
AppId={{0C6DFDB5-8D0C-4002-BBD8-3BAA1698D143}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Tabletop AI developers
; Paths below are relative to the repository root (SourcePath: this script's folder).
SourceDir={#SourcePath}..\..
OutputDir=dist
OutputBaseFilename=TabletopAI-{#AppVersion}-Setup
SetupIconFile=packaging\icons\tabletop-ai.ico
; {autopf} is %LOCALAPPDATA%\Programs in per-user mode, Program Files in all-users mode.
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; The PyInstaller build is 64-bit; x64compatible also covers Windows 11 on Arm (emulation).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.11 supports Windows 10 1809 (build 17763) and later.
MinVersion=10.0.17763
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
; Close a running Tabletop AI before replacing its files (Restart Manager).
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: drop files an older version had and this one does not.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "dist\TabletopAI\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "packaging\icons\board-file.ico"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Plays the enemy side of tabletop skirmish games"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA = HKCU\Software\Classes in per-user mode, HKLM\Software\Classes in all-users mode.
; The board file type: name, document icon, how to open it.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Tabletop AI board"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\board-file.ico,0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; Offer it for .json files (what Windows sees in NAME.board.json) without changing the default.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
; The application itself, for "Open with" lists and the Run dialog.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\board-file.ico,0"
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Microsoft\Windows\CurrentVersion\App Paths\{#AppExe}"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Microsoft\Windows\CurrentVersion\App Paths\{#CliExe}"; ValueType: string; ValueName: ""; ValueData: "{app}\{#CliExe}"; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
